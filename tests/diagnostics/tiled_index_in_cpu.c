// Issue 10 defect 9: the members of a tiled_index in cpu code (and in
// restrict(cpu, amp) code, which is compiled as cpu code too).
void on_host(tiled_index<4> idx, int *out)
{
    out[0] = idx.local[0];   // expected-error {{'local' can only be used in amp code (a kernel or a restrict(amp) function), not in cpu code}}
    out[1] = idx.global[0];  // expected-error {{'global' can only be used in amp code (a kernel or a restrict(amp) function), not in cpu code}}
    idx.barrier.wait();      // expected-error {{'barrier' can only be used in amp code (a kernel or a restrict(amp) function), not in cpu code}}
}

int both(tiled_index<2, 2> t) restrict(cpu, amp)
{
    return t.tile[0];        // expected-error {{'tile' can only be used in amp code (a kernel or a restrict(amp) function), not in restrict(cpu, amp) code}}
}

int on_device(tiled_index<4> idx) restrict(amp)
{
    idx.barrier.wait();
    return idx.local[0];
}
