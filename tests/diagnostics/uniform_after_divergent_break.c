/* Threads that broke out of a loop at different iterations hold different
 * counts afterwards, though inside the loop the count was the same for all
 * threads still running it. */
void run(int *data, int n)
{
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent.tile<8>(), [=](tiled_index<8> idx) restrict(amp) {
        int done = 0;
        for (int i = 0; i < 4; i++) {
            if (v[idx.global] == i)
                break;
            done = done + 1; // expected-note {{'done' is assigned here, in a loop or switch that threads leave at different times}}
        }
        if (done == 4) // expected-note {{this condition varies between the threads of a tile}}
            idx.barrier.wait(); // expected-error {{barrier inside control flow}}
    });
}
