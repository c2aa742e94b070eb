// An array is passed by pointer on the host.
void use(array<float, 1> a); // expected-error {{array parameter 'a' cannot be passed by value; pass a pointer}}
