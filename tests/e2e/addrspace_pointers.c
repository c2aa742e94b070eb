/* amp functions with pointer parameters called with pointers into each
 * address space: array_view data (global), tile_static memory and private
 * locals. ampcc specialises sum3 and bump for each combination. */
#include <stdio.h>

static int sum3(const int *p) restrict(amp)
{
    return p[0] + p[1] + p[2];
}

static void bump(int *p, int by) restrict(amp)
{
    *p += by;
}

/* Returns a pointer into whatever memory p points to. */
static int *second(int *p) restrict(amp)
{
    return p + 1;
}

int main(void)
{
    int data[12];
    for (int i = 0; i < 12; i++)
        data[i] = i;
    int out_data[12];
    array_view<int, 1> v(12, data);
    array_view<int, 1> out(12, out_data);
    out.discard_data();

    parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
        tile_static int shared[4];
        int me = t.local[0];
        int mine[3];
        mine[0] = me;
        mine[1] = 10 * me;
        mine[2] = 100 * me;
        shared[me] = v[t.global];
        t.barrier.wait();

        int from_private = sum3(mine);                      /* private */
        int from_tile = sum3(&shared[1]);                   /* tile_static */
        int from_global = sum3(&v[t.tile_origin]);          /* global */
        bump(&mine[0], 1);                                  /* private */
        bump(second(&mine[1]), 5);                          /* private, through a returned pointer */
        out[t.global] = from_private + from_tile + from_global + mine[0] + mine[2];
        t.barrier.wait();
        if (me == 0)
            bump(second(&v[t.global]), 1000);               /* global, through a returned pointer */
    });
    for (int i = 0; i < 12; i++)
        printf("%d ", out[i]);
    printf("\nv: %d %d %d\n", v[1], v[5], v[9]);
    return 0;
}
