// Implicit pointer/integer conversions are as forbidden in amp code as casts.
long f(int *p, long n) restrict(amp) {
    long addr = p; // expected-error {{conversion between a pointer and an integer ('int *' to 'long') is not allowed in amp code}}
    int *q = 0;
    q = n; // expected-error {{conversion between a pointer and an integer ('long' to 'int *')}}
    _Bool nonnull = p;
    return addr + nonnull + (q != 0);
}
