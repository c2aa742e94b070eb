// Issue 10 defect 15: `v[i]++ = 3` assigns to the value of an increment.
int main(void)
{
    int d[4] = {0};
    array_view<int, 1> v(4, d);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i]++ = 3; // expected-error {{lvalue required as left operand of assignment}}
    });
    return 0;
}
