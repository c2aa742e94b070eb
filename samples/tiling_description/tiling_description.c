/* The "Using Tiles" page's first sample: an 8x9 matrix of Description structs
 * cut into 2x3 tiles (4 rows and 3 columns of tiles). Each thread records its
 * tile, global and local index in its element; the host prints them the way
 * the seed does, without the console colours. */
#include <stdio.h>

#define ROWS 8
#define COLS 9

/* tileRow/tileColumn: the tile the thread is in; globalRow/globalColumn: its
 * place in the array_view; localRow/localColumn: its place inside the tile. */
typedef struct Description {
    int value;
    int tileRow;
    int tileColumn;
    int globalRow;
    int globalColumn;
    int localRow;
    int localColumn;
} Description;

static void TilingDescription(void)
{
    Description descs[ROWS * COLS];
    for (int i = 0; i < ROWS * COLS; i++) {
        Description d = {i, 0, 0, 0, 0, 0, 0};
        descs[i] = d;
    }

    extent<2> matrix(ROWS, COLS);
    array_view<Description, 2> descriptions(matrix, descs);

    parallel_for_each(descriptions.extent.tile<2, 3>(), [=](tiled_index<2, 3> t_idx) restrict(amp) {
        descriptions[t_idx.global].globalRow = t_idx.global[0];
        descriptions[t_idx.global].globalColumn = t_idx.global[1];
        descriptions[t_idx.global].tileRow = t_idx.tile[0];
        descriptions[t_idx.global].tileColumn = t_idx.tile[1];
        descriptions[t_idx.global].localRow = t_idx.local[0];
        descriptions[t_idx.global].localColumn = t_idx.local[1];
    });

    for (int row = 0; row < ROWS; row++) {
        for (int column = 0; column < COLS; column++)
            printf("Value: %2d      ", descriptions(row, column).value);
        printf("\n");
        for (int column = 0; column < COLS; column++)
            printf("Tile:   (%d,%d)  ", descriptions(row, column).tileRow,
                   descriptions(row, column).tileColumn);
        printf("\n");
        for (int column = 0; column < COLS; column++)
            printf("Global: (%d,%d)  ", descriptions(row, column).globalRow,
                   descriptions(row, column).globalColumn);
        printf("\n");
        for (int column = 0; column < COLS; column++)
            printf("Local:  (%d,%d)  ", descriptions(row, column).localRow,
                   descriptions(row, column).localColumn);
        printf("\n");
        printf("\n");
    }
}

int main(void)
{
    TilingDescription();
    return 0;
}
