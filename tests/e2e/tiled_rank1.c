/* A rank-1 tiled kernel: global, local, tile, tile_origin, tile_extent. */
#include <stdio.h>

/* A view passed by value to a cpu function shares the caller's data. */
static void print_row(const char *name, array_view<int, 1> v)
{
    printf("%-11s", name);
    for (int i = 0; i < v.extent[0]; i++)
        printf(" %d", v[i]);
    printf("\n");
}

int main(void)
{
    int g[12], l[12], t[12], o[12], te[12];
    array_view<int, 1> vg(12, g), vl(12, l), vt(12, t), vo(12, o), vte(12, te);
    parallel_for_each(extent<1>(12).tile<4>(), [=](tiled_index<4> idx) restrict(amp) {
        vg[idx.global] = idx.global[0];
        vl[idx.global] = idx.local[0];
        vt[idx.global] = idx.tile[0];
        vo[idx.global] = idx.tile_origin[0];
        vte[idx.global] = idx.tile_extent[0];
    });
    print_row("global", vg);
    print_row("local", vl);
    print_row("tile", vt);
    print_row("origin", vo);
    print_row("tile_extent", vte);
    return 0;
}
