// Issue 10 defect 15: a void value used as a value in amp code (gcc's words).
void nothing(void) restrict(amp) {}

int f(int x) restrict(amp)
{
    int y = nothing(); // expected-error {{void value not ignored as it ought to be}}
    return y + x;
}
