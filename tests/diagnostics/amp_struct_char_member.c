struct rec { int id; char tag; }; // expected-note {{member 'tag' declared here}}
void f(int *p) {
    struct rec r[4];
    array_view<struct rec, 1> v(4, r); // expected-error {{'struct rec' cannot be used in amp code: member 'tag' has type 'char'}}
}
