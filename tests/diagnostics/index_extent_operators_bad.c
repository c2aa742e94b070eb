// The index/extent operators take C++ AMP's operand types and no others.
void f(void) {
    index<2> i(1, 2), j(3, 4);
    index<3> k(1, 2, 3);
    extent<2> e(3, 4);
    index<2> a = i * j; // expected-error {{invalid operands to '*': 'index<2>' and 'index<2>' (index<2> takes + and - with an index<2>}}
    index<2> b = i + k; // expected-error {{invalid operands to '+': 'index<2>' and 'index<3>'}}
    index<2> c = i * 1.5; // expected-error {{invalid operands to '*': 'index<2>' and 'double'}}
    extent<2> d = e * e; // expected-error {{invalid operands to '*': 'extent<2>' and 'extent<2>' (extent<2> takes + and - with an extent<2> or an index<2>}}
    int x = i < j; // expected-error {{invalid operands to '<': 'index<2>' and 'index<2>'}}
    extent<2> g = e << 1; // expected-error {{invalid operands to '<<': 'extent<2>' and 'int'}}
}
