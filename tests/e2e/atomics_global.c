/* Every atomic on int array_view elements, from 64 threads at once, each
 * chosen so that the final value does not depend on the order threads run. */
#include <stdio.h>

int main(void)
{
    int c[13] = {0, 1000, 0xFFFF, 0, 0, -5, 1000, 0, 100, 0, 0, 0, 0};
    int seen[64] = {0};
    array_view<int, 1> cv(13, c);
    array_view<int, 1> sv(64, seen);

    parallel_for_each(extent<1>(64), [=](index<1> idx) restrict(amp) {
        int i = idx[0];
        atomic_fetch_add(&cv[0], 1);
        atomic_fetch_sub(&cv[1], 2);
        atomic_fetch_and(&cv[2], ~(1 << (i % 16)));
        atomic_fetch_or(&cv[3], 1 << (i % 20));
        atomic_fetch_xor(&cv[4], 1 << (i % 7));
        atomic_fetch_max(&cv[5], (i * 37) % 64);
        atomic_fetch_min(&cv[6], (i * 37) % 64 + 5);
        int old = atomic_fetch_inc(&cv[7]);   /* the old values are 0..63, once each */
        atomic_fetch_add(&sv[old], 1);
        atomic_fetch_dec(&cv[8]);
        atomic_exchange(&cv[9], 7);
        int expected = 0;
        if (atomic_compare_exchange(&cv[10], &expected, 1))
            atomic_fetch_inc(&cv[11]);        /* exactly one thread wins */
        else if (expected == 1)
            atomic_fetch_inc(&cv[12]);        /* the losers see the winner's value */
    });
    const char *names[13] = {"add", "sub", "and", "or", "xor", "max", "min", "inc", "dec",
                             "exchange", "cas value", "cas wins", "cas losses"};
    for (int k = 0; k < 13; k++)
        printf("%s: %d\n", names[k], cv[k]);
    int once = 0;
    for (int k = 0; k < 64; k++)
        once += sv[k] == 1;
    printf("distinct inc results: %d\n", once);
    return 0;
}
