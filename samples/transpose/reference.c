/* Serial plain-C reference that produced expected.txt. */
#include <stdio.h>

int main(void)
{
    for (int r = 0; r < 4; r++) {
        for (int c = 0; c < 6; c++)
            printf("%4d ", c * 100 + r); /* out(r, c) = in(c, r) = c * 100 + r */
        printf("\n");
    }
    printf("out(63, 47) = %d\n", 47 * 100 + 63);
    printf("misplaced elements: %d\n", 0);
    return 0;
}
