// A repeated restriction is an error.
int f(int x) restrict(amp, amp); // expected-error {{restriction 'amp' is repeated}}
