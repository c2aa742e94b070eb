/* Included by ok_in_header.c: the directive sits in the file the diagnostic names. */
static int device_add(int a, int b) restrict(amp)
{
    __asm__("nop"); // expected-error {{inline assembly is not allowed in amp code}}
    return a + b;
}
