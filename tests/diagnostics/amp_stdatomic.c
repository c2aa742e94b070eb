// <stdatomic.h>'s macros hide the AMP atomics behind GCC builtins.
#include <stdatomic.h>
void f(int *p) {
    array_view<int, 1> v(8, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        atomic_fetch_add(&v[0], 1); // expected-error {{(from <stdatomic.h>) cannot be used in amp code}}
    });
}
