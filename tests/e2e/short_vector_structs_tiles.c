/* Short vectors in structs (a view of them), in tile_static memory, through
 * pointers into private and tile_static memory in an amp function (specialised
 * per address space), returned from a restrict(cpu, amp) function, and as
 * call arguments (float_3(1.0f) right after '('). Values by hand in the comments. */
#include <stdio.h>
typedef struct particle { float_3 pos; float_3 vel; int id; } particle;
static float_3 step(float_3 p, float_3 v, float dt) restrict(cpu, amp) { return p + v * dt; }
static void bump(float_2 *p) restrict(amp) { *p += float_2(1.0f, 2.0f); p->y *= 2; }
int main(void)
{
    particle ps[16];
    for (int k = 0; k < 16; k++) { ps[k].pos = float_3((float)k, 0.0f, 1.0f); ps[k].vel = float_3(1.0f); ps[k].id = k; }
    float_2 out[16];
    array_view<particle, 1> v(16, ps);
    array_view<float_2, 1> o(16, out);
    o.discard_data();
    float_3 g(0.0f, -1.0f, 0.0f);
    parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
        tile_static float_2 sh[4];
        int l = t.local[0];
        sh[l] = float_2(v[t.global].pos.x, 1.0f);
        sh[l] += float_2(0.5f);
        t.barrier.wait();
        float_2 mine = sh[3 - l];
        t.barrier.wait();
        bump(&mine);
        bump(&sh[l]);
        o[t.global] = mine + sh[l].yx;
        v[t.global].pos = step(v[t.global].pos, v[t.global].vel + g, 2.0f);
    });
    int bad = 0;
    for (int k = 0; k < 16; k++) {
        int base = k / 4 * 4, other = base + 3 - k % 4;
        /* mine = (other + 0.5 + 1, (1.5 + 2) * 2) = (other + 1.5, 7); sh[l] bumped = (k + 1.5, 7); .yx = (7, k + 1.5) */
        float ex = other + 1.5f + 7.0f, ey = 7.0f + k + 1.5f;
        if (o[k].x != ex || o[k].y != ey) { bad++; printf("o[%d] = %g %g, not %g %g\n", k, o[k].x, o[k].y, ex, ey); }
        if (v[k].pos.x != k + 2.0f || v[k].pos.y != 0.0f || v[k].pos.z != 3.0f) { bad++; printf("pos %d\n", k); }
    }
    float_3 h = step(float_3(1.0f), g, 0.5f);
    printf("%s %g %g %g\n", bad ? "wrong" : "ok", h.x, h.y, h.z);
    return bad;
}
