// restrict(cpu, amp) and restrict(amp) are different specifiers.
float scale(float x) restrict(cpu, amp); // expected-note {{previous declaration of 'scale' is here}}
float scale(float x) restrict(amp) { return x * 2.0f; } // expected-error {{declared restrict(amp) here but restrict(cpu, amp) before}}
