// Declarations and definitions agree; either order of cpu, amp; calls within the rules.
float square(float x) restrict(amp, cpu);
float square(float x) restrict(cpu, amp) { return x * x; }
float cube(float x) restrict(amp);
float cube(float x) restrict(amp) { return square(x) * x; }
int plain(int x);
int plain(int x) { return x + 1; }
int host_side(void) { return (int)square(3.0f) + plain(1); }
void run(float *data) {
    array_view<float, 1> v(16, data);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = cube(v[i]) + square(2.0f); });
}
/* A restrict(cpu, amp) function is a cpu function too: cpu code may take its address. */
float (*square_ptr(void))(float) { return square; }
