// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_4_amp_Rest_Modi/2_4_3_Rest_on_Func_Scop/2_4_3_5_Loca_Decl/amp_compatible_local/negative/local.amp.incompatible/test.cpp
// local class in amp function with inheritance. base has a pointer to bool. local variable of this type
// (class A : A_base is a struct whose first member is its base; bool is
// _Bool (the base holds a bool, not a pointer, despite the summary). MSVC's
// C3581 is ampcc's error for the 1-byte aligned struct (LANGUAGE.md §6))
int main(void)
{
    array<int, 1> arr(10);

    parallel_for_each(arr.extent, [&](index<1> idx) restrict(amp)
    {
        struct A_base // expected-note {{'struct A_base' defined here}}
        {
            _Bool m1;
        };

        struct A /* : A_base */
        {
            struct A_base base; // expected-note {{'struct A' holds 'struct A_base' in member 'base'}}
        };

        struct A local_array[10]; // expected-error {{'struct A_base' cannot be used in amp code: it is only 1-byte aligned}}

    });

    return 1;
}
