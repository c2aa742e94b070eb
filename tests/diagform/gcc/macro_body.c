/* An undeclared name in a macro's body: shown in the #define, then "in
 * expansion of macro" at the use (the note after it too). */
#define SQUARE(x) ((x) * (y))
int f(int a)
{
    return SQUARE(a);
}
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
