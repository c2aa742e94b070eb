/* Matrix transpose through tile_static memory: a tile reads a T x T block of
 * the input row by row (neighbouring threads read neighbouring elements),
 * then writes the block's transpose row by row, again with neighbouring
 * threads on neighbouring elements. The block is stored with one column of
 * padding so that reading it by columns does not hit the same memory bank. */
#include <stdio.h>

#define ROWS 48
#define COLS 64
#define T 16

static int in_data[ROWS * COLS], out_data[COLS * ROWS];

int main(void)
{
    for (int r = 0; r < ROWS; r++)
        for (int c = 0; c < COLS; c++)
            in_data[r * COLS + c] = r * 100 + c;

    array_view<const int, 2> in(ROWS, COLS, in_data);
    array_view<int, 2> out(COLS, ROWS, out_data);
    out.discard_data();

    parallel_for_each(in.extent.tile<T, T>(), [=](tiled_index<T, T> t) restrict(amp) {
        tile_static int block[T][T + 1];
        block[t.local[0]][t.local[1]] = in[t.global];
        t.barrier.wait();
        /* This tile's block lands at the mirrored tile position of out. */
        index<2> dst(t.tile_origin[1] + t.local[0], t.tile_origin[0] + t.local[1]);
        out[dst] = block[t.local[1]][t.local[0]];
    });

    int wrong = 0;
    for (int r = 0; r < COLS; r++)
        for (int c = 0; c < ROWS; c++)
            if (out(r, c) != in_data[c * COLS + r])
                wrong++;
    for (int r = 0; r < 4; r++) {
        for (int c = 0; c < 6; c++)
            printf("%4d ", out(r, c));
        printf("\n");
    }
    printf("out(63, 47) = %d\n", out(63, 47));
    printf("misplaced elements: %d\n", wrong);
    return 0;
}
