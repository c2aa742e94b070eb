/* discard_data(): the device need not receive the current contents. A kernel
 * that writes every element of a discarded view produces the same result
 * whatever the host held before. */
#include <stdio.h>

int main(void)
{
    int data[5] = {9, 9, 9, 9, 9};
    array_view<int, 1> v(5, data);
    v.discard_data();
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i] = i[0] * i[0];
    });
    v.synchronize();
    for (int i = 0; i < 5; i++)
        printf("%d ", data[i]);
    printf("\n");
    return 0;
}
