/* LANGUAGE.md section 6: what amp-restricted code may use. */
typedef struct vec2 { float x, y; } vec2;
enum mode { ADD = 1, SUB = 2 };
static const int LIMIT = 16;

float dot(vec2 a, vec2 b) restrict(amp) { return a.x * b.x + a.y * b.y; }
void bump(int *p) restrict(amp) { *p += 1; }

int main(void)
{
    vec2 vs[16];
    float out[16];
    for (int k = 0; k < 16; k++) { vs[k].x = (float)k; vs[k].y = 1.0f; }
    array_view<const vec2, 1> in(16, vs);
    array_view<float, 1> res(16, out);
    parallel_for_each(res.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
        tile_static float partial[16];
        int local = t.local[0];
        bump(&local);
        partial[t.local[0]] = dot(in[t.global], in[t.global]) + (LIMIT > local ? ADD : SUB);
        t.barrier.wait();
        if (t.tile[0] == 0)
            res[t.global] = partial[(t.local[0] + 1) % 16];
    });
    res.synchronize();
    return (int)out[1];
}
