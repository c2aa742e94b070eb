// A restrict(cpu, amp) function is also cpu code: it cannot call an amp-only function.
int dev(int x) restrict(amp) { return x; } // expected-note {{'dev' declared restrict(amp) here}}
int both(int x) restrict(cpu, amp) { return dev(x); } // expected-error {{call to amp function 'dev' from cpu code}}
