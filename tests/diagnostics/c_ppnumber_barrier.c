// Issue 10 defect 15: `4idx.barrier.wait` is one preprocessing number, as in
// gcc, not 4 followed by a barrier.
int main(void)
{
    int d[4] = {0};
    array_view<int, 1> v(4, d);
    parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> idx) restrict(amp) {
        4idx.barrier.wait(); // expected-error {{invalid suffix "idx.barrier.wait" on integer constant}}
        v[idx.global] = 1;
    });
    return 0;
}
