int main(void)
{
    int d[4] = {0};
    int a = 1;
    array_view<int, 1> v(4, d);
    parallel_for_each(v.extent, [=, &a, 3](index<1> i) restrict(amp) { v[i] = a; });
    parallel_for_each(v.extent, [v](index<1> i) restrict(amp) { v[i] = 2; });
    return 0;
}
