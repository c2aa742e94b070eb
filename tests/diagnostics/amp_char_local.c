int f(int x) restrict(amp) {
    char c = 1; // expected-error {{type 'char' is not allowed in amp code ('c'); use 'int' instead}}
    return x + c;
}
