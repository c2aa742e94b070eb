int main(void)
{
    int d[4] = {0};
    array_view<int, 1> v(4, d);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i] = 1;
