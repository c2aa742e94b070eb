/* The section forms, reinterpret_as and view_as (LANGUAGE.md section 4)
 * misused: C++ AMP's rules (a section form of the view's rank, reinterpret_as
 * and view_as only on rank-1 views, elements of an allowed type). */
typedef struct {
    int a, b;
} Two;

void f(int *p)
{
    array_view<int, 1> v(8, p);
    array_view<int, 2> m(2, 4, p);
    array_view<int, 1> ok1 = v.section(index<1>(2));
    array_view<int, 1> ok2 = v.section(extent<1>(2));
    array_view<int, 1> ok3 = v.section(2, 3);
    array_view<int, 2> ok4 = m.section(0, 1, 2, 3);
    array_view<Two, 1> ok5 = v.reinterpret_as<Two>();
    array_view<int, 3> ok6 = v.view_as(extent<3>(2, 2, 2));
    array_view<int, 1> s1 = v.section(1, 2, 3, 4); // expected-error {{no form of 'section()' of 'array_view<int, 1>' takes 4 arguments; write .section(origin, ext), .section(origin), .section(ext) or .section(i0, e0)}}
    array_view<int, 2> s2 = m.section(1, 2); // expected-error {{no form of 'section()' of 'array_view<int, 2>' takes 2 arguments}}
    array_view<int, 2> s3 = m.section(index<2>(0, 0), extent<1>(2)); // expected-error {{'section()' expects an extent<2>, not 'extent<1>'}}
    array_view<int, 1> s4 = v.section(extent<2>(1, 1)); // expected-error {{'section()' expects an extent<1>, not 'extent<2>'}}
    array_view<int, 2> s5 = m.section(0, 1, 2.5, 3); // expected-error {{'section()' with 2 coordinates and sizes expects integers, not 'double'}}
    array_view<float, 1> r1 = m.reinterpret_as<float>(); // expected-error {{reinterpret_as is only permissible on array views of rank 1, not on 'array_view<int, 2>'}}
    array_view<int *, 1> r2 = v.reinterpret_as<int *>(); // expected-error {{array_view element type 'int *' is not supported}} expected-error {{array_view element type 'int *' is not supported}}
    array_view<int, 1> r3 = v.reinterpret_as<int>(1); // expected-error {{'reinterpret_as()' takes 0 arguments, but 1 was given}}
    v.reinterpret_as<short>(); // expected-error {{type 'short' is not allowed in amp code ('element type'); use 'int' instead}}
    v.reinterpret_as<5>(); // expected-error {{reinterpret_as needs one element type: .reinterpret_as<T>()}}
    array_view<int, 2> w1 = m.view_as(extent<2>(4, 2)); // expected-error {{view_as is only permissible on array views of rank 1, not on 'array_view<int, 2>'}}
    array_view<int, 1> w2 = v.view_as(4); // expected-error {{'view_as()' expects an extent, not 'int'}}
}
