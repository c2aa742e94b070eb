/* LANGUAGE.md section 5: kernel blocks, domains, tile sizes, captures. */
#define TILE 4
enum { ROWS = 8 };
static const int COLS = 8;

int main(void)
{
    int out[64] = {0};
    const int scale = 3;
    int bias = 2;
    array<int, 1> acc(64);
    array_view<int, 2> v(ROWS, COLS, out);

    parallel_for_each(v.extent, [=](index<2> idx) restrict(amp) {
        v[idx] = idx[0] * scale + bias;
    });
    parallel_for_each(v.extent.tile<TILE, ROWS / 2>(), [=, &acc](tiled_index<TILE, ROWS / 2> t) restrict(amp) {
        tile_static int cell[TILE][ROWS / 2];
        cell[t.local[0]][t.local[1]] = v[t.global];
        t.barrier.wait();
        acc[t.global[0] * COLS + t.global[1]] = cell[0][0];
    });
    parallel_for_each(extent<1>(64), [v, &acc](index<1> i) restrict(amp) {
        acc[i] += 1;
    });
    v.synchronize();
    return out[0];
}
