float f(void) {
    array<float, 2> a(4, 4);
    a(1, 2) = 3.0f; // expected-error {{elements of array 'a' cannot be accessed by cpu code}}
    return 0.0f;
}
