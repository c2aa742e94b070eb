/* A divergent barrier inside an amp function is reported there, once, and its
 * callers are not blamed for it again. */
void leader_waits(tiled_index<16> t) restrict(amp)
{
    if (t.local[0] == 0) // expected-note {{this condition varies}}
        t.barrier.wait(); // expected-error {{barrier inside control flow that depends on the thread's index}}
}

void run(int *data, int n)
{
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent.tile<16>(), [=](tiled_index<16> idx) restrict(amp) {
        leader_waits(idx);
        if (idx.local[0] == 1)
            leader_waits(idx);
    });
}
