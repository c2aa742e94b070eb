// index + extent is not one of C++ AMP's operators (extent + index is).
void f(void) {
    index<2> i(1, 2);
    extent<2> e(3, 4);
    index<2> j = i + e; // expected-error {{index<2> takes + and - with an index<2>, and + - * / % with an integer on either side}}
}
