/* The seed's `total += ...` race: a warning, which -Werror makes an error and
 * -w removes (tests/suites/verify.sh runs this file with each). */
void run(int *data, int n)
{
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> idx) restrict(amp) {
        tile_static int total;
        total += v[idx.global]; // expected-warning {{is read before any thread of the tile writes it}}
        idx.barrier.wait();
        v[idx.global] = total;
    });
}
