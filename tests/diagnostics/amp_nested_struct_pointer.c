// Issue 10 defect 13: a struct whose member struct holds a pointer, used in
// amp code: the error is at the use in amp code, with notes at the members.
struct inner { int n; int *p; };          // expected-note {{member 'p' declared here}}
struct outer { int k; struct inner in; }; // expected-note {{'struct outer' holds 'struct inner' in member 'in'}}

struct outer host_side(void) { struct outer o = {0}; return o; }

int f(int x) restrict(amp)
{
    struct outer o; // expected-error {{'struct inner' cannot be used in amp code: member 'p' is a pointer}}
    o.k = x;
    return o.k;
}
