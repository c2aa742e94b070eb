/* A call of a function that waits at a barrier counts as a barrier at the call,
 * also when the barrier is two calls deep. */
void sync_tile(tiled_index<16> t) restrict(amp)
{
    t.barrier.wait(); // expected-note {{'sync_tile' reaches the barrier here}}
}

void sync_twice(tiled_index<16> t) restrict(amp)
{
    sync_tile(t); // expected-note {{'sync_twice' reaches the barrier here}}
    sync_tile(t);
}

void run(int *data, int n)
{
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent.tile<16>(), [=](tiled_index<16> idx) restrict(amp) {
        if (idx.global[0] < 4) { // expected-note 2 {{this condition varies}}
            sync_tile(idx); // expected-error {{call to 'sync_tile', which waits at a barrier, inside control flow that depends on the thread's index}}
            sync_twice(idx); // expected-error {{call to 'sync_twice', which waits at a barrier}}
        }
    });
}
