// Above rank 3, extent and index are built from an array of N ints, not from
// N ints one by one (C++ AMP's constructors from ints stop at rank 3).
void f(int *p) {
    int c[4] = {1, 2, 3, 4};
    extent<4> ok(c);
    extent<4> e(1, 2, 3, 4); // expected-error {{cannot construct extent<4> 'e' from these 4 arguments; write (an array of 4 ints)}}
    index<5> i = index<5>(1, 2, 3, 4, 5); // expected-error {{'index<5>' is built from an array of 5 ints}}
    array_view<int, 4> v(1, 2, 3, 4, p); // expected-error {{cannot construct array_view<int, 4> 'v' from these 5 arguments}}
    int short_c[3] = {1, 2, 3};
    extent<4> s(short_c); // expected-error {{cannot construct extent<4> 's' from these 1 argument}}
}
