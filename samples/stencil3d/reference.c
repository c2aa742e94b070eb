/* Serial plain-C reference that produced expected.txt. */
#include <stdio.h>
#define D 8
#define H 10
#define W 12

static int at(int z, int y, int x)
{
    if (z < 0 || z >= D || y < 0 || y >= H || x < 0 || x >= W)
        return 0;
    return (z * 7 + y * 3 + x) % 11;
}

static int lap(int z, int y, int x)
{
    return 6 * at(z, y, x) - at(z + 1, y, x) - at(z - 1, y, x) - at(z, y + 1, x) -
           at(z, y - 1, x) - at(z, y, x + 1) - at(z, y, x - 1);
}

int main(void)
{
    for (int z = 0; z < D; z++) {
        long slice = 0;
        for (int y = 0; y < H; y++)
            for (int x = 0; x < W; x++)
                slice += lap(z, y, x) * (y + 2 * x + 1);
        printf("z=%d: weighted sum %ld, corner %d, centre %d\n", z, slice, lap(z, 0, 0),
               lap(z, H / 2, W / 2));
    }
    return 0;
}
