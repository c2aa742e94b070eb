/* A break taken by some threads: they skip this barrier and every later one in the loop. */
void run(int *data, int n)
{
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent.tile<8>(), [=](tiled_index<8> idx) restrict(amp) {
        for (int i = 0; i < 4; i++) {
            idx.barrier.wait(); // expected-error {{barrier inside control flow}}
            if (v[idx.global] > i) // expected-note {{this condition varies}}
                break;
            v[idx.global] += 1;
        }
        idx.barrier.wait(); /* after the loop every thread is back */
    });
}
