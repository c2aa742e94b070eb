float f(long addr) restrict(amp) {
    float *p = (float *)addr; // expected-error {{cast between a pointer and an integer}}
    return *p;
}
