/* The callee's barrier is uniform only if its parameter is; this caller passes a per-thread value. */
void maybe_sync(tiled_index<16> t, int rounds) restrict(amp)
{
    if (rounds > 0) // expected-note {{the barrier in 'maybe_sync' depends on it here}}
        t.barrier.wait();
}

void run(int *data, int n)
{
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent.tile<16>(), [=](tiled_index<16> idx) restrict(amp) {
        maybe_sync(idx, n);            /* a capture: uniform */
        maybe_sync(idx, idx.tile[0]);  /* uniform */
        maybe_sync(idx, idx.local[0]); // expected-error {{call to 'maybe_sync' reaches a barrier under a condition that depends on an argument that varies}} expected-note {{this argument varies between the threads of a tile}}
    });
}
