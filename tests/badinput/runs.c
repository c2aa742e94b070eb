/* A small AMP C program for the runtime's bad-environment cases: the launch
 * on line 9 is where the device is first needed. */
#include <stdio.h>
int main(void)
{
    int data[16];
    for (int i = 0; i < 16; i++)
        data[i] = i;
    array_view<int, 1> v(16, data);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = v[i] * 2 + SALT; });
    v.synchronize();
    printf("%d\n", data[15]);
    return 0;
}
