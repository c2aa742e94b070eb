/* array_view<const T, N>: uploaded once for two kernels, never copied back,
 * also not at the end of its scope. Minimum: to_device = 128 doubles,
 * to_host = 128 doubles (the output, read once). */
#include <stdio.h>

#define N 128

static void run(double *out_data)
{
    static double in_data[N];
    for (int i = 0; i < N; i++)
        in_data[i] = i * 0.5;
    array_view<const double, 1> in(N, in_data);
    array_view<double, 1> out(N, out_data);
    out.discard_data();
    parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = in[i] * 4.0; });
    parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] -= in[i]; });
}

int main(void)
{
    static double out[N];
    run(out);
    printf("%g %g\n", out[2], out[N - 1]);
    return 0;
}
