// Issue 10 defect 15: a byte 0x80-0xff that is not part of a UTF-8 character.
int f(int x) restrict(amp)
{
    int aé = x; // expected-error {{stray '\351' in program}}
    return x;
}
