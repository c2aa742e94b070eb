int f(short s) restrict(amp) { return s; } // expected-error {{type 'short' is not allowed in amp code ('s')}}
