// Issue 10 defect 15: a local of an incomplete struct type in amp code.
struct later;

int f(int x) restrict(amp)
{
    struct later t; // expected-error {{storage size of 't' isn't known}}
    return x;
}
