/* amp_bench.h - what the AMP C benchmarks share (compiled by ampcc). */
#ifndef AMP_BENCH_H
#define AMP_BENCH_H

/* Waits until every kernel launched so far has finished, the AMP way: a
 * one-thread kernel writes the 4-byte view `fence` and synchronize() copies it
 * back; the runtime's queue is in order, so the earlier kernels are done too.
 * This is the AMP side's counterpart of the hand-written clFinish(); it costs
 * one extra tiny launch and a 4-byte read per timed loop. */
static void amp_wait(array_view<int, 1> fence)
{
    fence.discard_data(); /* the kernel only writes it: nothing to upload */
    parallel_for_each(fence.extent, [=](index<1> i) restrict(amp) { fence[i] = 1; });
    fence.synchronize();
}

#endif
