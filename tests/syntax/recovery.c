int scale(int x, ) restrict(amp) { return x * 2; }

int main(void)
{
    int d[8] = {0};
    array_view<int, 1> v(8, d);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        if (i[0] > 2 {
            v[i] = 1;
        }
        v[i] += 2
    });
    int after = v[0] +;
    return after;
}
