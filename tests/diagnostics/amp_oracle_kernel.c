// Kernel code the fuzzer's validity oracle found accepted but not compilable
// (docs/reliability.md "Fuzzing"): each is now an error at its place, in gcc's
// words where gcc has them.

int main(void)
{
    int d[4] = {0};
    array_view<int, 1> v(4, d);
    parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
        tile_static int s[4];
        s[0] = t.barrier.wait(); // expected-error {{void value not ignored as it ought to be}}
        int y = t.barrier.wait() + 1; // expected-error {{void value not ignored as it ought to be}}
        int a = 1;
        float f = 2.0f;
        int *p = &a;
        float *q = &f;
        long w = p - q; // expected-error {{invalid operands to binary - (have 'int *' and 'float *')}}
        int z = p + 1; // expected-error {{conversion between a pointer and an integer ('int *' to 'int') is not allowed in amp code}}
        int *r = p + f; // expected-error {{invalid operands to binary + (have 'int *' and 'float')}}
        long ok = (p + 2) - p; // pointers to the same type: fine
        const extent<1> *pe = &v.extent; // expected-error {{lvalue required as unary '&' operand}}
        const index<1> *pg = &t.global; // a tiled_index's members are objects
        int bÿ = 1; // expected-error {{stray '\377' in program}}
        v[t.global] = s[0] + y + (int)w + z + *r + (int)ok + (*pe)[0] + (*pg)[0];
    });
    return d[0];
}

/* A byte that is not UTF-8 in the name of the function a kernel is in: the
 * kernel's OpenCL name is made from it (fuzz run 7's validity oracle). */
void tile_sum”(float *data, int n) // expected-error {{stray '\224' in program}}
{
    array_view<float, 1> in(n, data);
    parallel_for_each(in.extent, [=](index<1> i) restrict(amp) { in[i] += 1.0f; });
}
