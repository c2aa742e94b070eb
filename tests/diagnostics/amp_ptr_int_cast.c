long f(int *p) restrict(amp) {
    return (long)p; // expected-error {{cast between a pointer and an integer ('int *' to 'long') is not allowed in amp code}}
}
