/* A beginner's mistake: an if condition whose parentheses close too early. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int main(void)
{
    int x = 10;
    int y = 20;
    if (x < y) && (y > 0) {
        x = y;
    }
    return x;
}
