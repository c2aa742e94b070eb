int f(int x) restrict(amp) {
    return (unsigned char)x; // expected-error {{type 'unsigned char' is not allowed in amp code ('cast')}}
}
