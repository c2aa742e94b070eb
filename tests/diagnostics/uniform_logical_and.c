/* The right operand of && runs only where the left one is true. */
int sync_then_one(tiled_index<8> t) restrict(amp)
{
    t.barrier.wait(); // expected-note {{'sync_then_one' reaches the barrier here}}
    return 1;
}

void run(int *data, int n)
{
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent.tile<8>(), [=](tiled_index<8> idx) restrict(amp) {
        int ok = v[idx.global] > 0 && sync_then_one(idx); // expected-error {{call to 'sync_then_one', which waits at a barrier}} expected-note {{this condition varies}}
        v[idx.global] = ok;
    });
}
