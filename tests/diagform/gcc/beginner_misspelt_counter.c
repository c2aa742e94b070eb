/* A beginner's mistake: a misspelt variable gcc takes for a keyword ('int' is closer than 'count'). */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int main(int argc, char **argv)
{
    int count = argc;
    for (int i = 0; i < count; i++)
    {
        if (argv[i][0] == '-')
            count--;
        else
            cnt++;
    }
    return count;
}
