// Issue 10 defect 10: the 4-byte alignment rule sees the layout the host
// compiler gives: #pragma pack(2) (also through push/pop) and aligned(2).
#pragma pack(push, 2)
struct halves { int a; float b; }; // expected-note {{'struct halves' defined here}}
#pragma pack(pop)
struct whole { int a; float b; };
struct __attribute__((packed)) tight { int a; int b __attribute__((aligned(2))); }; // expected-note {{'struct tight' defined here}}

float f(struct halves h) restrict(amp) // expected-error {{'struct halves' cannot be used in amp code: it is only 2-byte aligned; amp code needs 4-byte alignment}}
{
    return h.b;
}

float g(struct whole w) restrict(amp)
{
    return w.b;
}

int t(struct tight x) restrict(amp) // expected-error {{'struct tight' cannot be used in amp code: it is only 2-byte aligned}}
{
    return x.a;
}
