/* A switch on a per-thread value leads to a barrier in one of its cases. */
void run(int *data, int n)
{
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent.tile<8>(), [=](tiled_index<8> idx) restrict(amp) {
        switch (idx.local[0] % 2) { // expected-note {{this condition varies between the threads of a tile}}
        case 0:
            idx.barrier.wait_with_tile_static_memory_fence(); // expected-error {{barrier inside control flow}}
            break;
        default:
            v[idx.global] = 0;
            break;
        }
    });
}
