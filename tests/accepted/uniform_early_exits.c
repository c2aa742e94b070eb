/* Early exits that leave no thread behind a barrier: a divergent continue
 * after the iteration's barrier, a divergent break in a loop without
 * barriers, uniform breaks and returns, and a divergent return after the
 * last barrier. */
void run(int *data, int n)
{
    array_view<int, 1> v(n, data);
    parallel_for_each(v.extent.tile<8>(), [=](tiled_index<8> idx) restrict(amp) {
        for (int i = 0; i < 4; i++) {
            idx.barrier.wait();
            if (idx.local[0] == i)
                continue;
            v[idx.global] += i;
        }
        int found = -1;
        for (int i = 0; i < 8; i++) {
            if (v[idx.global] == i) {
                found = i;
                break;
            }
        }
        idx.barrier.wait();
        for (int i = 0; i < 8; i++) {
            if (i == n)
                break;
            idx.barrier.wait();
        }
        switch (idx.tile[0] % 3) {
        case 0:
            if (n > 2)
                break;
            idx.barrier.wait();
            break;
        case 1:
            idx.barrier.wait();
            /* fall through */
        default:
            idx.barrier.wait();
        }
        if (n == 0)
            return;
        idx.barrier.wait();
        v[idx.global] = found;
        if (found < 0)
            return;
        v[idx.global] += 1;
    });
}
