/* Everyday statement mistakes, each as gcc recovers from it: a condition
 * without its '(' (fix-it; the condition is read as the statement and the
 * ')' is "expected statement"), a call's missing ')', a do-while's missing
 * ';', commas for a for loop's ';', a stray ']', and a stray 'else'; the
 * checks go on after them ('undefined_thing'). (gcc also checks the
 * condition it reads as a statement, and its call errors come after the
 * call's syntax errors: not compared here.) */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int sum(int a, int b);
int f(int x)
{
    if x > 0) {
        x = sum(x, 1;
    }
    while x > 0) x--;
    do {
        x--;
    } while (x > 10)
    for (int i = 0, i < x, i++)
        x += i;
    return sum(x, 2);
}
int g(int x)
{
    if (x > 0)
        return x 1];
    else
        return 0;
    else
        return 2;
    return undefined_thing;
}
