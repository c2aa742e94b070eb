// A string literal with no closing quote is gcc's error, its range the rest
// of the line, and the text is skipped as gcc skips it (it was a stray '"'
// and a cascade: the recover work's leftover). The -verify scanner counts the
// lines after it as the lexer does: the second directive sits on its line.
#include <amp.h>

void f(void)
{
    // expected-error@+1 {{missing terminating " character}}
    const char *s = "abc;
    int x = 1; // expected-error {{expected expression before 'int'}}
}

int g(int x) restrict(amp) { return x; }
