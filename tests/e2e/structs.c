/* Structs as view elements (typedef'd and tagged, nested), a struct captured
 * by value, a struct returned from an amp function, and a union element. */
#include <stdio.h>

typedef struct { float x, y; } Vec2;
struct particle {
    Vec2 pos;
    Vec2 vel;
    int id;
};
typedef struct particle Particle;
typedef union { int i; float f; } Bits;

struct params {
    float dt;
    Vec2 gravity;
};

static Vec2 vadd(Vec2 a, Vec2 b) restrict(amp)
{
    Vec2 r = {a.x + b.x, a.y + b.y};
    return r;
}

static Vec2 vscale(Vec2 a, float s) restrict(amp)
{
    Vec2 r;
    r.x = a.x * s;
    r.y = a.y * s;
    return r;
}

int main(void)
{
    Particle ps[4];
    for (int i = 0; i < 4; i++) {
        ps[i].pos.x = (float)i;
        ps[i].pos.y = 0.0f;
        ps[i].vel.x = 1.0f;
        ps[i].vel.y = (float)(2 * i);
        ps[i].id = 0;
    }
    struct params p = {0.5f, {0.0f, -2.0f}};
    array_view<Particle, 1> v(4, ps);
    Bits bits[4] = {{0}};
    array_view<Bits, 1> b(4, bits);

    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        Particle q = v[i];
        q.vel = vadd(q.vel, vscale(p.gravity, p.dt));
        q.pos = vadd(q.pos, vscale(q.vel, p.dt));
        q.id = 100 + i[0];
        v[i] = q;
        if (i[0] % 2 == 0)
            b[i].i = i[0] + 1;
        else
            b[i].f = 0.5f * (float)i[0];
    });
    for (int i = 0; i < 4; i++)
        printf("%d: pos (%g, %g) vel (%g, %g)\n", v[i].id, v[i].pos.x, v[i].pos.y, v[i].vel.x, v[i].vel.y);
    printf("bits: %d %g %d %g\n", b[0].i, b[1].f, b[2].i, b[3].f);
    return 0;
}
