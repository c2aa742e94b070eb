/* The error follows a restrict(amp) function that the host C removes. */
int twice(int x) restrict(amp)
{
    int y = x;
    return y * 2;
}

int main(void)
{
    int data[4] = {0};
    array_view<int, 1> v(4, data);
    parallel_for_each(v.extent.tile<2>(), [=](tiled_index<2> t) restrict(amp) {
        tile_static int s[2];
        s[t.local[0]] = twice(t.global[0]);
        t.barrier.wait();
        v[t.global] = s[1 - t.local[0]];
    });
    return missing_variable; // expect-host-error: 18
}
