/* Threads that returned early never reach the barrier below. */
void run(int *data, int n)
{
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent.tile<8>(), [=](tiled_index<8> idx) restrict(amp) {
        if (idx.local[0] >= 4) // expected-note {{this condition varies between the threads of a tile}}
            return;
        v[idx.global] = 1;
        idx.barrier.wait(); // expected-error {{barrier inside control flow}}
    });
}
