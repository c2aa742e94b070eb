// Ported from amp-conformance/Tests/5_Data_Cont/5_0_general/amp_compatible/negative/local.amp.incompatible/test.cpp
// local class in amp function with inheritance. base has a bool. array_view of this type
// (class A : A_base is a struct whose first member is its base; bool is
// _Bool. MSVC rejects the array_view (C2338: elements 4-byte aligned); AMP C
// rejects the 1-byte aligned struct at its first use in amp code, the local
// a line earlier (LANGUAGE.md §6: amp-compatible structs are 4-byte aligned))
int main(void)
{
    array<int, 1> arr(10);

    parallel_for_each(arr.extent, [&](index<1> idx) restrict(amp)
    {
        struct A_base // expected-note {{'struct A_base' defined here}}
        {
            _Bool m1;
        };

        struct A /* : A_base */ // expected-note {{'struct A' defined here}}
        {
            struct A_base base; // expected-note {{'struct A' holds 'struct A_base' in member 'base'}}
        };

        struct A local_array; // expected-error {{'struct A_base' cannot be used in amp code: it is only 1-byte aligned}}
        array_view<struct A> arr_view(1, &local_array); // error because offset of data member is not multiple of 4 // expected-error {{'struct A' cannot be used in amp code: it is only 1-byte aligned}} expected-error {{array_view<struct A, 1> 'arr_view' cannot be made over data in amp code}}

    });

    return 1;
}
