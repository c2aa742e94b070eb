/* ?: evaluates only one arm: a call that waits at a barrier in an arm chosen
 * per thread is a divergent barrier at the call. */
int sync_then_one(tiled_index<8> t) restrict(amp)
{
    t.barrier.wait(); // expected-note {{'sync_then_one' reaches the barrier here}}
    return 1;
}

void run(int *data, int n)
{
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent.tile<8>(), [=](tiled_index<8> idx) restrict(amp) {
        int x = idx.local[0] > 2 ? sync_then_one(idx) : 0; // expected-error {{call to 'sync_then_one', which waits at a barrier, inside control flow that depends on the thread's index}} expected-note {{this condition varies}}
        v[idx.global] = x;
    });
}
