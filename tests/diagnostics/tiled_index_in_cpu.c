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

// C++ AMP's tiled_index has no default constructor (conformance 8_1_1
// Negative/Test.06): cpu code cannot declare one without a value.
tiled_index<2> file_scope; // expected-error {{tiled_index<2> 'file_scope' declared without a value in cpu code: a tiled_index has no default constructor; only a tiled kernel's parameter holds one}}

void declares(tiled_index<4> param)
{
    tiled_index<4> copy = param;
    tiled_index<4> none; // expected-error {{tiled_index<4> 'none' declared without a value in cpu code}}
}

void declares_both(void) restrict(cpu, amp)
{
    tiled_index<4> none; // expected-error {{tiled_index<4> 'none' declared without a value in cpu code}}
}
