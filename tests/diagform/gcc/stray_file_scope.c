/* Stray tokens at file scope: a '}' too many, a lone ')' and a number; the
 * declarations between them are fine. */
int f(void)
{
    return 1;
}
}
int g(void) { return 2; }
);
int h;
42;
int k(void) { return 3; }
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
