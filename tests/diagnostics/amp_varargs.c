int sum(int n, ...) restrict(amp) { return n; } // expected-error {{amp function 'sum' cannot have a variable argument list}}
