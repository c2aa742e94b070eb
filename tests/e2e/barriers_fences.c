/* Every barrier form and every fence: values rotate through tile_static and
 * global memory between barriers, so a barrier that does not order memory
 * shows up as a wrong value. */
#include <stdio.h>

#define T 8

int main(void)
{
    int in[16], scratch[16], out[16];
    for (int i = 0; i < 16; i++)
        in[i] = i;
    array_view<const int, 1> v(16, in);
    array_view<int, 1> w(16, scratch);
    array_view<int, 1> o(16, out);
    w.discard_data();
    o.discard_data();

    parallel_for_each(v.extent.tile<T>(), [=](tiled_index<T> idx) restrict(amp) {
        tile_static int ts[T];
        int me = idx.local[0];
        int base = idx.tile_origin[0];
        ts[me] = v[idx.global];
        idx.barrier.wait();
        int a = ts[(me + 1) % T];
        idx.barrier.wait_with_tile_static_memory_fence(); /* all reads done before the overwrite */
        ts[me] = 2 * a;
        idx.barrier.wait_with_all_memory_fence();
        int b = ts[(me + 2) % T];
        w[idx.global] = b;
        idx.barrier.wait_with_global_memory_fence();
        int c = w[base + (me + 1) % T];
        /* Fences without a barrier: they order this thread's own accesses. */
        o[idx.global] = c;
        global_memory_fence(idx.barrier);
        o[idx.global] = o[idx.global] * 1000 + b;
        ts[me] = me;
        tile_static_memory_fence(idx.barrier);
        int mine = ts[me];
        all_memory_fence(idx.barrier);
        o[idx.global] = o[idx.global] * 10 + mine % 10;
    });
    for (int i = 0; i < 16; i++)
        printf("%d ", o[i]);
    printf("\n");
    return 0;
}
