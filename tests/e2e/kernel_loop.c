/* A kernel launched in a loop (Jacobi smoothing, ping-ponging two views),
 * with a host read of one element between some iterations. */
#include <stdio.h>

#define N 16

int main(void)
{
    float a[N], b[N];
    for (int i = 0; i < N; i++) {
        a[i] = (i == N / 2) ? 64.0f : 0.0f;
        b[i] = 0.0f;
    }
    array_view<float, 1> cur(N, a), next(N, b);
    for (int step = 0; step < 6; step++) {
        parallel_for_each(cur.extent, [=](index<1> i) restrict(amp) {
            int k = i[0];
            float left = k > 0 ? cur[k - 1] : 0.0f;
            float right = k < N - 1 ? cur[k + 1] : 0.0f;
            next[i] = 0.25f * left + 0.5f * cur[i] + 0.25f * right;
        });
        array_view<float, 1> t = cur;
        cur = next;
        next = t;
        if (step % 2 == 1)
            printf("step %d: centre %g\n", step, cur[N / 2]);
    }
    for (int i = 0; i < N; i++)
        printf("%g ", cur[i]);
    printf("\n");
    return 0;
}
