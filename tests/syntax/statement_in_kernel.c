int main(void)
{
    int d[16] = {0};
    array_view<int, 2> v(4, 4, d);
    parallel_for_each(v.extent.tile<2, 2>(), [=](tiled_index<2, 2> t) restrict(amp) {
        tile_static int s[2][2]
        s[t.local[0]][t.local[1]] = v[t.global];
        t.barrier.wait();
        v[t.global] = s[0][0] * ;
    });
    return 0;
}
