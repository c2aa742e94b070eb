long long f(int x) restrict(amp) { return x; } // expected-error {{type 'long long' is not allowed in amp code ('return value'); use 'long' instead}}
