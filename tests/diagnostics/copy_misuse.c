// copy(src, dst) (LANGUAGE.md section 10): a rank or element-type mismatch,
// or a const destination, is a compile-time error.
void f(float *fp, const int *cp)
{
    int host[8];
    array<int, 1> a(extent<1>(8));
    array<int, 2> a2(extent<2>(2, 4));
    array_view<int, 2> v(2, 4, host);
    array_view<const int, 1> cv(8, host);
    array_view<float, 1> fv(8, fp);
    copy(a, a2);          // expected-error {{copy from 'array<int, 1>' to 'array<int, 2>': the ranks must match}}
    copy(v, a);           // expected-error {{the ranks must match}}
    copy(a, fv);          // expected-error {{the element types must match ('int' and 'float')}}
    copy(fp, a);          // expected-error {{the element types must match ('float' and 'int')}}
    copy(a, cv);          // expected-error {{copy to 'array_view<const int, 1>': the destination's elements are const}}
    copy(a, cp);          // expected-error {{the destination's elements are const}}
    copy(host, fp);       // expected-error {{copy between two pointers}}
    copy(a, 3);           // expected-error {{copy takes arrays, array_views and pointers to host memory, not 'int'}}
    copy(a);              // expected-error {{copy takes 2 arguments (source, destination) or 3 (begin, end, destination), but 1 was given}}
    copy(host, fp, a);    // expected-error {{copy(begin, end, dst) takes two pointers of the same type}}
    copy(host, host + 8, host); // expected-error {{copy between two pointers}}
    parallel_for_each(a.extent, [&a](index<1> i) restrict(amp) {
        copy(a, a);       // expected-error {{'copy()' can only be called from cpu code}}
    });
}
