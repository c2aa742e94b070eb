// Tile sizes from literals, macros, enum constants and const ints with constant initializers.
#define TS 4
enum { ROWS = 2, COLS = ROWS * 2 };
static const int SIDE = 8;
const int HALF = SIDE / 2;
void run(float *data) {
    const int local_tile = 2;
    static const int three = 3 - 1;
    array_view<float, 2> v(8, 8, data);
    parallel_for_each(v.extent.tile<TS, TS>(), [=](tiled_index<TS, 4> t) restrict(amp) { v[t.global] = 1.0f; });
    parallel_for_each(v.extent.tile<ROWS, COLS>(), [=](tiled_index<2, COLS> t) restrict(amp) { v[t.global] += 1.0f; });
    parallel_for_each(v.extent.tile<HALF, SIDE>(), [=](tiled_index<4, 8> t) restrict(amp) { v[t.global] *= 2.0f; });
    parallel_for_each(v.extent.tile<local_tile, three>(), [=](tiled_index<2, 2> t) restrict(amp) { v[t.global] -= 1.0f; });
    parallel_for_each(v.extent.tile<(int)sizeof(int), 32 / TS>(), [=](tiled_index<4, 8> t) restrict(amp) { v[t.global] = 0.0f; });
    parallel_for_each(v.extent.tile<32, 32>().pad(), [=](tiled_index<32, 32> t) restrict(amp) {
        if (v.extent.contains(t.global))
            v[t.global] = 2.0f;
    });
}
