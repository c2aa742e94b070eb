// Literals at the edges of the supported types; unevaluated operands need no capture;
// pointers may be tested for null and compared.
double edges(long x) restrict(amp) {
    long a = 2147483648;                    /* does not fit int: long */
    unsigned long b = 0xFFFFFFFFFFFFFFFF;   /* 64 bits exactly */
    unsigned long c = 18446744073709551615UL;
    float f = 3.4028234e38f;                /* FLT_MAX */
    double d = 1.7976931348623157e308;      /* DBL_MAX */
    double tiny = 4.9e-324;
    int ch = 'z' - 'a';
    return (double)(a + x) + (double)b + (double)c + f + d + tiny + ch;
}
void run(double *out, int *p) {
    double scratch[32];
    array_view<double, 1> v(4, out);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        int *none = 0;
        v[i] = edges(i[0]) + (double)sizeof(scratch) + (double)sizeof(*p) + (none == 0) + (none != 0 ? 1.0 : 0.0);
    });
}
