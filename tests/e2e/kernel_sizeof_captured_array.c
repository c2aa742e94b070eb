/* Issue 10 defect 15: sizeof of an array of the enclosing function, in a
 * kernel, is the array's size (as in the enclosing function), not the size of
 * a pointer; sizeof does not evaluate its operand, so nothing is captured. The
 * kernel's own arrays and their elements too. */
#include <stdio.h>

int main(void)
{
    int out[3] = {0};
    int table[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    double grid[2][5] = {{0}};
    array_view<int, 1> v(3, out);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        int mine[6];
        mine[0] = i[0];
        if (i[0] == 0)
            v[i] = sizeof(table) + mine[0];
        else if (i[0] == 1)
            v[i] = sizeof grid + sizeof grid[0];
        else
            v[i] = sizeof(mine) + sizeof table[0];
    });
    printf("%d %d %d\n", v[0], v[1], v[2]);
    return 0;
}
