/* A condition's '(' left open across lines in a kernel: the fix-it, the
 * brace it goes before underlined, "to match this '('"; the skip to the
 * ')' passes the if's block, so the kernel's '}' comes where its body
 * should (what gcc says for the same code in a statement expression). */
void fill(int *p, int n)
{
    array_view<int, 1> v(n, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        if (i[0] > 2
            && i[0] < 6 {
            v[i] = 1;
        }
    });
}
