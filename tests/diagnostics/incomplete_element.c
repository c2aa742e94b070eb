// An array_view or array of a struct that is only declared: its size is
// needed for every element, and the host C's sizeof failed where ampcc had
// accepted it (found by make fuzz's validity oracle in CI).
#include <amp.h>

struct A;
struct B { int x; };

void host(struct A *pa, struct B *pb)
{
    array_view<struct A, 1> view(10, pa); // expected-error {{array_view element type 'struct A' is incomplete}}
    array<struct A, 1> arr(10); // expected-error {{array element type 'struct A' is incomplete}}
    array_view<struct B, 1> fine(4, pb);
}
