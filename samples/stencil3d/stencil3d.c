/* A 3-D 7-point stencil: each point of a D x H x W grid gets six times its own
 * value minus its in-bounds face neighbours (a discrete Laplacian with the
 * outside treated as zero). Neighbours are found with index<3> arithmetic and
 * guarded with extent<3>::contains in an amp function that takes the view. */
#include <stdio.h>

#define D 8
#define H 10
#define W 12

static int grid[D * H * W], result[D * H * W];

/* in[n] when n lies inside the grid, else 0 (the outside of the grid). */
static int value_at(array_view<const int, 3> in, index<3> n) restrict(amp)
{
    return in.extent.contains(n) ? in[n] : 0;
}

int main(void)
{
    for (int z = 0; z < D; z++)
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++)
                grid[(z * H + y) * W + x] = (z * 7 + y * 3 + x) % 11;

    extent<3> e(D, H, W);
    array_view<const int, 3> in(e, grid);
    array_view<int, 3> out(e, result);
    out.discard_data();

    parallel_for_each(e, [=](index<3> idx) restrict(amp) {
        index<3> dz(1, 0, 0), dy(0, 1, 0), dx(0, 0, 1);
        out[idx] = 6 * in[idx]
                 - value_at(in, idx + dz) - value_at(in, idx - dz)
                 - value_at(in, idx + dy) - value_at(in, idx - dy)
                 - value_at(in, idx + dx) - value_at(in, idx - dx);
    });

    for (int z = 0; z < D; z++) {
        long slice = 0;
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++)
                slice += out(z, y, x) * (y + 2 * x + 1);
        printf("z=%d: weighted sum %ld, corner %d, centre %d\n", z, slice, out(z, 0, 0),
               out(z, H / 2, W / 2));
    }
    return 0;
}
