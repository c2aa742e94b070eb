/* refresh(): the host changes the data behind the view's back (through the
 * raw array, not the view) and says so; the next kernel must see the change. */
#include <stdio.h>

int main(void)
{
    int data[4] = {1, 2, 3, 4};
    int sums[1];
    array_view<const int, 1> v(4, data);
    array_view<int, 1> s(1, sums);

    for (int round = 0; round < 2; round++) {
        parallel_for_each(extent<1>(1), [=](index<1> i) restrict(amp) {
            s[i] = v[0] + v[1] + v[2] + v[3];
        });
        printf("sum %d\n", s[0]);
        data[0] = 100; /* behind the view's back */
        data[3] = 1000;
        v.refresh();
    }
    return 0;
}
