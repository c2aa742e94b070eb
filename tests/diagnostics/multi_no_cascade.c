// An expression built on an error is silent: one diagnostic per mistake.
void f(int *p) {
    array_view<int, 2> v(4, 4, p);
    int a = v.nosuch + 1 + v.nosuch2[3]; // expected-error {{no member named 'nosuch'}} expected-error {{no member named 'nosuch2'}}
    index<2> i = undefined_thing + i; // expected-error {{'undefined_thing' undeclared (first use in this function)}} expected-note {{reported only once}}
    int b = v(1, 2, 3) + v(0, 1, 2, 3); // expected-error {{needs 2 subscripts}} expected-error {{needs 2 subscripts}}
}
