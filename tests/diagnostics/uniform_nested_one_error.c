/* One error per barrier: the note names the outermost divergent condition. */
void run(int *data, int n)
{
    array_view<int, 2> v(n, n, data);
    parallel_for_each(v.extent.tile<4, 4>(), [=](tiled_index<4, 4> idx) restrict(amp) {
        if (idx.local[0] == 0) { // expected-note {{this condition varies}}
            for (int i = 0; i < 2; i++) {
                if (idx.local[1] == i)
                    idx.barrier.wait(); // expected-error {{barrier inside control flow}}
            }
        }
    });
}
