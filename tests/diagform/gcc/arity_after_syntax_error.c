/* A call's arity: gcc's words at the function's name, with its note. gcc
 * checks a call once its parser has read the ')': after a syntax error that
 * the skip to the missing ')' ran into (its error comes first, though the
 * call starts before it), before one found after the call. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int count_items(int a, int b);
int f(void)
{
    int x = count_items(1, 2, 3) + count_items (1);
    x = x + ;
    x = x + count_items(1, 2, 3;
    x = count_items(1,
                    2, 3);
    return x;
}
