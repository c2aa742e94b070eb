/* Loop conditions that vary: threads run different numbers of iterations,
 * so they wait at the barrier a different number of times. */
void run(int *data, int n)
{
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent.tile<8>(), [=](tiled_index<8> idx) restrict(amp) {
        for (int i = 0; i < idx.local[0]; i++) { // expected-note {{this condition varies between the threads of a tile}}
            idx.barrier.wait(); // expected-error {{barrier inside control flow}}
        }
        int k = 0;
        while (v[idx.global] > k) { // expected-note {{this condition varies}}
            k++;
            idx.barrier.wait(); // expected-error {{barrier inside control flow}}
        }
    });
}
