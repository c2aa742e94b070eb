/* A host-side error after AMP constructs that changed the line count: the
 * host compiler must name this file and the line of the error. */
void run(int *data, int n)
{
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i] = v[i] + 1;
    });
    int x = v[0] +
        v[1];
    undeclared_name = x; // expect-host-error: 11
}
