/* Inputs of fuzz run 10 (docs/reliability.md) that crashed ampcc's sanitizer
 * build: a tile size whose product overflowed a long, a section() error of a
 * view of negative rank (indexed its message table at -2), and a member
 * function called on the void result of wait() (accepted, then the OpenCL
 * C called `.pad()` on barrier(); the emitter read a symbol from a member). */
int tiles_overflow(tiled_index<4, 4999999999999999999> t) restrict(amp) // expected-error {{tiled_index has 4999999999999999999 or more threads per tile; at most 1024 are allowed}}
{
    return 0;
}

void f(float *p, int *d)
{
    array_view<float, 2> v(8, 8, p);
    array_view<int, -2> w(4, 6, d); // expected-error {{rank -2 of array_view is not supported; the rank must be 1 to 128}}
    array_view<int, 2> s = w.section(1, 2, 2); // expected-error {{no form of 'section()' of 'array_view<int, -2>' takes 3 arguments; write .section(origin, ext), .section(origin), .section(ext)}}
    parallel_for_each(v.extent.tile<4, 4>(), [=](tiled_index<4, 4> t) restrict(amp) {
        t.barrier.wait().pad(); // expected-error {{request for member 'pad' in something not a structure or union}}
    });
}
