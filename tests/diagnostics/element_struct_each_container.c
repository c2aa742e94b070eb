// A struct that breaks the amp-type rules is reported once in amp code, but
// again as the element type of each array or array_view type that holds it,
// as C++ AMP reports each template instance (conformance not.aligned).
#pragma pack(2)
struct A { int a; double b; }; // expected-note 3 {{'struct A' defined here}}
#pragma pack()
struct B { char c; }; // expected-note 2 {{member 'c' declared here}}

void host(struct A *pa, struct B *pb)
{
    array<struct A, 1> arr(10); // expected-error {{'struct A' cannot be used in amp code: it is only 2-byte aligned}}
    array_view<struct A, 1> view(10, pa); // expected-error {{'struct A' cannot be used in amp code: it is only 2-byte aligned}}
    array_view<struct A, 2> view2(2, 5, pa); // expected-error {{'struct A' cannot be used in amp code: it is only 2-byte aligned}}
    array_view<struct B, 1> vb(4, pb); // expected-error {{'struct B' cannot be used in amp code: member 'c' has type 'char'}}
    array<struct B, 1> ab(4); // expected-error {{'struct B' cannot be used in amp code: member 'c' has type 'char'}}
}
