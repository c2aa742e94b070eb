/* The divergence reaches the condition through a local that holds idx.global;
 * a local assigned a uniform value only under a divergent if is divergent too. */
void run(int *data, int n)
{
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent.tile<16>(), [=](tiled_index<16> idx) restrict(amp) {
        int g = idx.global[0];
        int twice = g * 2; // expected-note {{'twice' gets a per-thread value here}}
        if (twice < 8) // expected-note {{this condition varies between the threads of a tile}}
            idx.barrier.wait_with_all_memory_fence(); // expected-error {{barrier inside control flow}}
        int flag = 0;
        if (idx.local[0] == 3)
            flag = 1; // expected-note {{'flag' gets a per-thread value here}}
        if (flag) // expected-note {{this condition varies}}
            idx.barrier.wait_with_global_memory_fence(); // expected-error {{barrier inside control flow}}
        v[idx.global] = g;
    });
}
