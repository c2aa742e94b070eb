/* Structs and typedefs used by a kernel, in dependency order, with a layout
 * check on both sides. */
typedef struct vec2 {
    float x, y;
} vec2;

struct particle {
    vec2 pos;
    vec2 vel;
    int id;
};

void step(struct particle *ps, int n, float dt)
{
    array_view<struct particle, 1> v(n, ps);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        struct particle p = v[i];
        p.pos.x += p.vel.x * dt;
        p.pos.y += p.vel.y * dt;
        v[i] = p;
    });
}
