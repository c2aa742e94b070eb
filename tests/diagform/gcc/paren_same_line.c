/* A missing closing parenthesis: its fix-it, the open one and the brace
 * underlined beside it; the skip for ')' passes the whole block, so the if
 * has no body before the function's '}'. */
int f(int *i)
{
        if (i[0] > 2 {
            i[0] = 1;
        }
    return 0;
}
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
