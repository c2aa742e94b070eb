int f(_Bool *b) restrict(amp) {
    _Bool *next = b + 1; // expected-error {{pointer arithmetic on '_Bool *' is not allowed in amp code}}
    return *next;
}
