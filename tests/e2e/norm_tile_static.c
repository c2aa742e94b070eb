/* norm and unorm in tile_static memory (the __local forms of the update
 * helpers: sh[0]++, sh[1] -= cap, uv.y += ...), a captured norm, a unorm_4
 * swizzle target, ?: of two norms, and an amp function taking norm and unorm
 * and returning unorm. Expected, by hand, in each tile of 4 (l = local id):
 *   sh = norm(l / 2 - 0.75) = (-0.75, -0.25, 0.25, 0.75); uv = unorm_4(0.25)
 *   work-item 1: sh[0] = -0.75 + 1 = 0.25; sh[1] = -0.25 - -0.5 = 0.25;
 *   uv.y = 1.25 -> 1; uv.xz = uv.zx + 0.5 = (0.75, 0.75)
 *   m = sh[l] for l < 2 (0.25), else cap (-0.5)
 *   p = l odd ? unorm(m) : uv.y: 1, 0.25, 1, 0 (unorm(-0.5))
 *   m + 10 p + 100 uv.x: 85.25 77.75 84.5 74.5
 */
#include <stdio.h>
static unorm pick(int c, norm a, unorm b) restrict(amp) { return c ? unorm(a) : b; }
int main(void)
{
    norm cap(-0.5f);
    float out[8];
    array_view<float, 1> ov(8, out);
    parallel_for_each(ov.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
        tile_static norm sh[4];
        tile_static unorm_4 uv;
        int l = t.local[0];
        sh[l] = norm(l * 0.5f - 0.75f);
        if (l == 0) uv = unorm_4(0.25f);
        t.barrier.wait();
        if (l == 1) { sh[0]++; sh[1] -= cap; uv.y += unorm(1.0f); uv.xz = uv.zx + unorm_2(0.5f); }
        t.barrier.wait();
        norm m = l < 2 ? sh[l] : cap;
        unorm p = pick(l & 1, m, uv.y);
        ov[t.global] = (float)m + (float)p * 10.0f + (float)uv.x * 100.0f;
    });
    for (int k = 0; k < 8; k++) printf("%g ", ov[k]);
    printf("\n");
    return 0;
}
