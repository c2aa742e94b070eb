/* Fuzz run 12 (opencl and host targets, 11 inputs): an amp function
 * defined a second time whose body the file ends in became the symbol's
 * definition, without a body, and the address-space walk of the functions
 * no kernel reaches read it (a NULL body: UBSan stopped ampcc). The first
 * definition stays the symbol's now; make check-asan runs this file. */
int g(int x) restrict(amp)
{
    return x;
}
int g(int x) restrict(amp)
{
    int y = x; // expected-error {{expected declaration or statement at end of input}}
