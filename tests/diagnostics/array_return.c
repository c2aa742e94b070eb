array<int, 1> make(void); // expected-error {{cannot return an array by value}}
