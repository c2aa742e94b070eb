// A string literal with no closing quote is gcc's error, its range the rest
// of the line, and the text is skipped as gcc skips it (it was a stray '"'
// and a cascade: the recover work's leftover).
#include <amp.h>

void f(void)
{
    // expected-error@+2 {{missing terminating " character}}
    // expected-error@+2 {{expected expression before 'int'}}
    const char *s = "abc;
    int x = 1;
}

int g(int x) restrict(amp) { return x; }
