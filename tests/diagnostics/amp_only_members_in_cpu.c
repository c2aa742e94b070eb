// tiled_index members, barriers and fences exist only in amp code (ampops.def:
// RESTRICT_AMP), also in a restrict(cpu, amp) function, which is cpu code too.
void f(tiled_index<4> idx, int *out) {
    out[0] = idx.global[0]; // expected-error {{'global' can only be used in amp code (a kernel or a restrict(amp) function), not in cpu code}}
    out[1] = idx.local[0]; // expected-error {{'local' can only be used in amp code}}
    idx.barrier.wait(); // expected-error {{'barrier' can only be used in amp code}}
}

int g(tiled_index<4> idx) restrict(cpu, amp) {
    return idx.tile[0]; // expected-error {{'tile' can only be used in amp code}}
}
