// Recursion through other functions: the error shows the cycle.
int ping(int n) restrict(amp);
int pong(int n) restrict(amp) { return n ? ping(n - 1) : 0; } // expected-note {{'pong' calls 'ping' here}}
int ping(int n) restrict(amp) { return n ? pong(n - 1) : 1; } // expected-error {{recursive call to 'pong' ('pong' -> 'ping' -> 'pong')}}
