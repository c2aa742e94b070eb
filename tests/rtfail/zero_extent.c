/* A parallel_for_each over an extent of 0 (computed at run time). */
// EXPECT-STDERR: extent
#include <stdio.h>

int main(int argc, char **argv)
{
    (void)argv;
    int n = argc - 1; /* 0 when run without arguments */
    int data[4] = {0};
    array_view<int, 1> v(4, data);
    parallel_for_each(extent<1>(n), [=](index<1> i) restrict(amp) { /* FAILS-HERE */
        v[i] = 1;
    });
    printf("result: %d\n", v[0]);
    return 0;
}
