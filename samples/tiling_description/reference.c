/* Serial plain-C reference that produced expected.txt. */
#include <stdio.h>

int main(void)
{
    for (int row = 0; row < 8; row++) {
        for (int c = 0; c < 9; c++) printf("Value: %2d      ", row * 9 + c);
        printf("\n");
        for (int c = 0; c < 9; c++) printf("Tile:   (%d,%d)  ", row / 2, c / 3);
        printf("\n");
        for (int c = 0; c < 9; c++) printf("Global: (%d,%d)  ", row, c);
        printf("\n");
        for (int c = 0; c < 9; c++) printf("Local:  (%d,%d)  ", row % 2, c % 3);
        printf("\n\n");
    }
    return 0;
}
