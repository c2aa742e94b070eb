/* A tile_static value is uniform only when read after a barrier with no write
 * in between: here a thread may read it while another still writes it. */
void run(int *data, int n)
{
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent.tile<16>(), [=](tiled_index<16> idx) restrict(amp) {
        tile_static int count;
        count = v[idx.global];
        if (count > 0) // expected-note {{this condition varies}}
            idx.barrier.wait(); // expected-error {{barrier inside control flow}}
        idx.barrier.wait_with_global_memory_fence();
        if (count > 1) // expected-note {{this condition varies}}
            idx.barrier.wait(); // expected-error {{barrier inside control flow}}
    });
}
