/* The first pass through a do-while is taken by every thread, the later ones
 * only by threads whose condition held: the barrier is divergent. */
void run(int *data, int n)
{
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent.tile<8>(), [=](tiled_index<8> idx) restrict(amp) {
        int i = 0;
        do {
            idx.barrier.wait(); // expected-error {{barrier inside control flow}}
            i++;
        } while (i < idx.global[0]); // expected-note {{this condition varies}}
        v[idx.global] = i;
    });
}
