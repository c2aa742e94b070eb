// Issue 10 defect 15: parallel_for_each is a statement; it has no value and
// is not part of an expression (the host rewrite makes it a statement).
int main(void)
{
    int d[4] = {0};
    array_view<int, 1> v(4, d);
    int r = parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = 1; }); // expected-error {{parallel_for_each must be a statement of its own}}
    for (parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = 2; }); r < 1; r++) // expected-error {{parallel_for_each must be a statement of its own}}
        ;
    r = 1, parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = 3; }); // expected-error {{parallel_for_each must be a statement of its own}}
    if (r)
        parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = 4; });
    return r;
}
