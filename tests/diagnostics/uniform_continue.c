/* A continue taken by some threads skips the rest of the iteration's barriers,
 * but not the next iteration's first one. */
void run(int *data, int n)
{
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent.tile<8>(), [=](tiled_index<8> idx) restrict(amp) {
        for (int i = 0; i < 4; i++) {
            idx.barrier.wait();
            if (idx.local[0] == i) // expected-note {{this condition varies}}
                continue;
            idx.barrier.wait(); // expected-error {{barrier inside control flow}}
        }
    });
}
