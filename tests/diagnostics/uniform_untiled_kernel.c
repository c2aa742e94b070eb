/* A barrier reached from a kernel launched without tiles, through a function. */
void sync(tiled_index<4> t) restrict(amp)
{
    t.barrier.wait(); // expected-note {{the barrier is reached here}}
}

void run(int *data, int n)
{
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { // expected-note {{the kernel is launched here without tiles}}
        tiled_index<4> t;
        sync(t); // expected-error {{barrier in a kernel that is not tiled; tile the domain with .tile<...>() and take a tiled_index parameter}}
        v[i] = 1;
    });
}
