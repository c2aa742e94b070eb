/* Serial plain-C reference that produced expected.txt: `gcc reference.c && ./a.out`. */
#include <stdio.h>

int main(void)
{
    int s[4][6] = {{2, 2, 9, 7, 1, 4}, {4, 4, 8, 8, 3, 4}, {1, 5, 1, 2, 5, 2}, {6, 8, 3, 2, 7, 2}};
    for (int i = 0; i < 4; i++) {
        for (int j = 0; j < 6; j++) {
            int ti = i / 2 * 2, tj = j / 2 * 2;
            printf("%d ", (s[ti][tj] + s[ti][tj + 1] + s[ti + 1][tj] + s[ti + 1][tj + 1]) / 4);
        }
        printf("\n");
    }
    return 0;
}
