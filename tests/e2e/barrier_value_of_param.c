/* `t.barrier` named without calling wait (a discarded tile_barrier value) in
 * an amp function whose tiled_index is a parameter, and in the kernel itself,
 * next to fences given the parameter's barrier. Fuzzing found the OpenCL C
 * OpenCL C `t0 (tile_barrier)` for the parameter's: the value glued to the name.
 * Each work-item returns its tile neighbour's value, so the real barrier in
 * the function still has to order the tile_static writes. */
#include <stdio.h>

#define T 4

int neighbour(tiled_index<T> t, int mine) restrict(amp)
{
    tile_static int ts[T];
    t.barrier;                       /* names the barrier: no effect */
    (void)t.barrier;
    ts[t.local[0]] = mine;
    t.barrier.wait();
    tile_static_memory_fence(t.barrier);
    return ts[(t.local[0] + 1) % T];
}

int main(void)
{
    int in[8], out[8];
    for (int i = 0; i < 8; i++)
        in[i] = 10 * i;
    array_view<const int, 1> v(8, in);
    array_view<int, 1> o(8, out);
    o.discard_data();
    parallel_for_each(v.extent.tile<T>(), [=](tiled_index<T> idx) restrict(amp) {
        idx.barrier;
        o[idx.global] = neighbour(idx, v[idx.global]);
    });
    o.synchronize();
    for (int i = 0; i < 8; i++)
        printf("%d ", out[i]);
    printf("\n");
    return 0;
}
