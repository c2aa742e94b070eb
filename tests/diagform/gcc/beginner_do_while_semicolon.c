/* A beginner's mistake: a do-while without its ';'. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int main(void)
{
    int i = 0;
    do {
        i++;
    } while (i < 10)
    return i;
}
