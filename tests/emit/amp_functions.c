/* restrict(amp) and restrict(cpu, amp) functions, emitted callees first; a
 * function with a pointer parameter is specialised per address space; the
 * host C drops restrict(...) (also restrict(cpu)) and amp-only definitions,
 * and keeps C99's restrict qualifier. */
int host_twice(int *restrict x) restrict(cpu)
{
    return *x * 2;
}

float add_to(float *p, float x) restrict(amp);

float square(float x) restrict(cpu, amp)
{
    return x * x;
}

float add_to(float *p, float x) restrict(amp)
{
    *p += square(x);
    return *p;
}

void run(float *data, int n)
{
    array_view<float, 1> v(n, data);
    parallel_for_each(v.extent.tile<64>().pad(), [=](tiled_index<64> t) restrict(amp) {
        tile_static float acc[64];
        float mine = 0.0f;
        acc[t.local[0]] = 0.0f;
        add_to(&mine, 1.0f);
        add_to(&acc[t.local[0]], mine);
        if (v.extent.contains(t.global))
            add_to(&v[t.global], acc[t.local[0]]);
    });
}
