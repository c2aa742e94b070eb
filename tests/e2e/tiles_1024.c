/* Tiles of up to 1024 threads, the size C++ AMP guarantees, in each rank:
 * tile<1024>, tile<1, 1, 1024>, tile<32, 32>, tile<4, 16, 16> and
 * tile<7, 15, 3> (315 threads: more than the 256 NVIDIA's OpenCL reports as
 * CL_KERNEL_WORK_GROUP_SIZE, issue 10 item 17). In each tile every thread
 * counts itself into a tile_static counter between two barriers; each thread
 * then records the count it sees and its own local position, so a tile that
 * ran smaller, or split, shows up as a wrong count. */
#include <stdio.h>

#define CHECK(name, total, per_tile)                                                          \
    do {                                                                                      \
        int wrong = 0, firsts = 0;                                                            \
        for (int i = 0; i < (total); i++) {                                                   \
            wrong += seen[i] != (per_tile);                                                   \
            firsts += first[i];                                                               \
        }                                                                                     \
        printf("%s: %d threads, %d tiles, %d wrong counts\n", name, (total), firsts, wrong);  \
    } while (0)

static int seen[2048], first[2048];

static void rank1(void)
{
    array_view<int, 1> s(2048, seen), f(2048, first);
    s.discard_data();
    f.discard_data();
    parallel_for_each(s.extent.tile<1024>(), [=](tiled_index<1024> t) restrict(amp) {
        tile_static int count;
        if (t.local[0] == 0)
            count = 0;
        t.barrier.wait();
        atomic_fetch_add(&count, 1);
        t.barrier.wait();
        s[t.global] = count;
        f[t.global] = t.local[0] == 0 ? 1 : 0;
    });
    s.synchronize();
    f.synchronize();
    CHECK("tile<1024>", 2048, 1024);
}

static void rank3_long(void)
{
    array_view<int, 3> s(1, 1, 2048, seen), f(1, 1, 2048, first);
    s.discard_data();
    f.discard_data();
    parallel_for_each(s.extent.tile<1, 1, 1024>(), [=](tiled_index<1, 1, 1024> t) restrict(amp) {
        tile_static int count;
        if (t.local[2] == 0)
            count = 0;
        t.barrier.wait();
        atomic_fetch_add(&count, 1);
        t.barrier.wait();
        s[t.global] = count;
        f[t.global] = t.local[2] == 0 ? 1 : 0;
    });
    s.synchronize();
    f.synchronize();
    CHECK("tile<1, 1, 1024>", 2048, 1024);
}

static void rank2(void)
{
    array_view<int, 2> s(32, 64, seen), f(32, 64, first);
    s.discard_data();
    f.discard_data();
    parallel_for_each(s.extent.tile<32, 32>(), [=](tiled_index<32, 32> t) restrict(amp) {
        tile_static int count;
        if (t.local[0] == 0 && t.local[1] == 0)
            count = 0;
        t.barrier.wait();
        atomic_fetch_add(&count, 1);
        t.barrier.wait();
        s[t.global] = count;
        f[t.global] = t.local[0] == 0 && t.local[1] == 0 ? 1 : 0;
    });
    s.synchronize();
    f.synchronize();
    CHECK("tile<32, 32>", 2048, 1024);
}

static void rank3_cube(void)
{
    array_view<int, 3> s(8, 16, 16, seen), f(8, 16, 16, first);
    s.discard_data();
    f.discard_data();
    parallel_for_each(s.extent.tile<4, 16, 16>(), [=](tiled_index<4, 16, 16> t) restrict(amp) {
        tile_static int count;
        int lead = t.local[0] == 0 && t.local[1] == 0 && t.local[2] == 0;
        if (lead)
            count = 0;
        t.barrier.wait();
        atomic_fetch_add(&count, 1);
        t.barrier.wait();
        s[t.global] = count;
        f[t.global] = lead ? 1 : 0;
    });
    s.synchronize();
    f.synchronize();
    CHECK("tile<4, 16, 16>", 2048, 1024);
}

/* 7 x 30 x 3 = 630 elements: two tiles of 7 x 15 x 3 = 315 threads. */
static void rank3_odd(void)
{
    array_view<int, 3> s(7, 30, 3, seen), f(7, 30, 3, first);
    s.discard_data();
    f.discard_data();
    parallel_for_each(s.extent.tile<7, 15, 3>(), [=](tiled_index<7, 15, 3> t) restrict(amp) {
        tile_static int count;
        int lead = t.local[0] == 0 && t.local[1] == 0 && t.local[2] == 0;
        if (lead)
            count = 0;
        t.barrier.wait();
        atomic_fetch_add(&count, 1);
        t.barrier.wait();
        s[t.global] = count;
        f[t.global] = lead ? 1 : 0;
    });
    s.synchronize();
    f.synchronize();
    CHECK("tile<7, 15, 3>", 630, 315);
}

int main(void)
{
    rank1();
    rank3_long();
    rank2();
    rank3_cube();
    rank3_odd();
    return 0;
}
