/* The native host back end keeps a tile-uniform local that lives across a
 * barrier as one scalar per tile (docs/codegen.md): `first` and `lastv` read
 * tile_static memory right after a barrier (uniform.c records them uniform),
 * so they are scalars, read by the tile-level `if` too; `mine` differs per
 * work-item, and `total`, uniform too, is changed after its declaration (each
 * work-item adds to its own): both are arrays with one element per work-item. */
void tile_uniform(int *data, int *result, int n)
{
    array_view<const int, 1> in(n, data);
    array_view<int, 1> out(n, result);
    parallel_for_each(in.extent.tile<4>(), [=](tiled_index<4> idx) restrict(amp) {
        tile_static int part[4];
        int mine = in[idx.global] * 10;
        part[idx.local[0]] = in[idx.global];
        idx.barrier.wait();
        int first = part[0];
        int lastv = part[3] + first;
        int total = part[1];
        idx.barrier.wait();
        part[idx.local[0]] = mine + first;
        total += first;
        idx.barrier.wait();
        if (lastv % 3 == 0) {
            part[idx.local[0]] += 1;
            idx.barrier.wait();
        }
        out[idx.global] = part[3 - idx.local[0]] + lastv + total * 1000;
    });
}
