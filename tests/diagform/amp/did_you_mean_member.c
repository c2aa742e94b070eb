/* AMP names misspelt: "did you mean" over the operations table (a data
 * member, a member function), the fix-it replacing the name. */
void scale(int *p, int n)
{
    array_view<int, 1> v(n, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i] *= 2;
    });
    int m =
               v.extnt[0];
    v.synchronise();
}
