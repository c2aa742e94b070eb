/* A copy that overwrites a section reads nothing back, and a copy out of an
 * array's section reads exactly its rows (LANGUAGE.md section 10). Rows of
 * 64 ints = 256 bytes.
 *   1. array a(16 x 64), zero-filled on the device: no bytes
 *   2. copy(host, a rows 1..14): to_device += 14 x 256 = 3584, to_host += 0
 *      (the section's old contents are not brought home first)
 *   3. a kernel adds 1 to all of a: nothing moves
 *   4. copy(a row 1, host), copy(a row 15, host): to_host += 2 x 256
 *      (each exactly its row, not its neighbour too)
 *   5. copy(a row 2, b row 0), b an array on the same device: no bytes;
 *      copy(b row 0, host): to_host += 256
 *   6. v (1024 ints of host data, discard_data) written by a kernel; copy of
 *      256 ints into its last quarter: nothing read back; reading v then
 *      brings home the other 768: to_host += 3072
 *   7. w likewise, 100 ints copied into [400, 500): the shorter piece beside
 *      them ([0, 400)) comes home at the copy and [500, 1024) when the host
 *      reads w: to_host += (1024 - 100) x 4 = 3696
 * Minimum: to_device = 3584, to_host = 512 + 256 + 3072 + 3696 = 7536,
 * launches = 2 (v and w are written by one kernel). */
#include <stdio.h>

#define R 16
#define C 64
#define N 1024

int main(void)
{
    static int src[R * C], out[C], out2[C], out3[C], vdata[N], wdata[N], tail[256], mid[100];
    for (int k = 0; k < 14 * C; k++)
        src[k] = k + 100;
    array<int, 2> a(R, C), b(R, C);
    copy(src, src + 14 * C, a.section(index<2>(1, 0), extent<2>(14, C)));
    parallel_for_each(a.extent, [&a](index<2> i) restrict(amp) { a[i] += 1; });
    copy(a.section(index<2>(1, 0), extent<2>(1, C)), out);
    copy(a.section(index<2>(15, 0), extent<2>(1, C)), out2);
    printf("%d %d %d %d\n", out[0], out[C - 1], out2[0], out2[C - 1]);   /* 101 164 1 1 */
    copy(a.section(index<2>(2, 0), extent<2>(1, C)), b.section(index<2>(0, 0), extent<2>(1, C)));
    copy(b.section(index<2>(0, 0), extent<2>(1, C)), out3);
    printf("%d %d\n", out3[0], out3[C - 1]);   /* 165 228 */

    array_view<int, 1> v(N, vdata), w(N, wdata);
    v.discard_data();
    w.discard_data();
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i] = i[0] * 2;
        w[i] = i[0] * 3;
    });
    for (int k = 0; k < 256; k++)
        tail[k] = -k;
    for (int k = 0; k < 100; k++)
        mid[k] = -(k + 1);
    copy(tail, tail + 256, v.section(index<1>(768), extent<1>(256)));
    copy(mid, mid + 100, w.section(index<1>(400), extent<1>(100)));
    printf("%d %d %d %d\n", v[0], v[767], v[768], v[N - 1]);   /* 0 1534 0 -255 */
    long sum = 0;
    for (int i = 0; i < N; i++)
        sum += w[i];
    printf("%d %d %d %d %ld\n", w[399], w[400], w[499], w[500], sum);   /* 1197 -1 -100 1500 1431428 */
    return 0;
}
