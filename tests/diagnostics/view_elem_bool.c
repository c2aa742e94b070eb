void f(_Bool *p) {
    array_view<_Bool, 1> v(4, p); // expected-error {{array_view element type '_Bool' is not supported; use int}}
}
