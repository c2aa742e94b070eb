/* Reads no write can feed: before the only write, in a branch that never
 * wrote, and through ++; one warning per variable. */
void run(int *data, int n)
{
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent.tile<8>(), [=](tiled_index<8> idx) restrict(amp) {
        tile_static int a[8];
        tile_static int b;
        tile_static int c;
        int x = a[idx.local[0]]; // expected-warning {{tile_static variable 'a' is read before any thread of the tile writes it}}
        a[idx.local[0]] = x + a[0];
        if (x > 0)
            b = 1;
        else
            x = b; // expected-warning {{tile_static variable 'b' is read before}}
        c++; // expected-warning {{tile_static variable 'c' is read before}}
        idx.barrier.wait();
        v[idx.global] = a[0] + b + c;
    });
}
