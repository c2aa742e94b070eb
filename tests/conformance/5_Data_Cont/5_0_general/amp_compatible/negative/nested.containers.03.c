// Ported from amp-conformance/Tests/5_Data_Cont/5_0_general/amp_compatible/negative/nested.containers.03/test.cpp
// test for nested array /array_view in array. test with const
// The original's reference member (array<float, 3> &a) is a pointer in C.
int main(void)
{
    const array<const array<int, 1>, 1> a(16); // expected-error {{array element type}}
    array<array_view<const int, 2>, 1> b(16); // expected-error {{array element type}}

    struct Type1
    {
       array<float, 1> a; // expected-note {{member 'a' declared here}}
    };
    const array<struct Type1, 1> c(16); // expected-error {{array element type}}

    struct Type2
    {
       const array<float, 3> *a; // expected-note {{member 'a' declared here}}
    };
    array<struct Type2, 1> d(16); // expected-error {{'struct Type2' cannot be used in amp code: member 'a' is a pointer}}

    struct Type3
    {
       array_view<const float, 2> a; // expected-note {{member 'a' declared here}}
    };
    array<struct Type3, 1> e(16); // expected-error {{array element type}}

    struct Type4
    {
       array_view<const float, 1> a; // expected-note {{member 'a' declared here}}
       array_view<double, 1> b;
    };
    const array<struct Type4, 1> f(16); // expected-error {{array element type}}
    return 1;
}
