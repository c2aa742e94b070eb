int f(int *p) restrict(amp) {
    int *ptrs[2]; // expected-error {{arrays of pointers are not allowed in amp code}}
    return 0;
}
