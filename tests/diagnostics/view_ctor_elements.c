/* An array_view made from a view, an array or host data (LANGUAGE.md section
 * 4) views elements of its own type; a view of T may become a view of const
 * T, never the other way round (C++ AMP's conversions); a const array has
 * views of const T only. */
void f(const int *cp, int *p, float *fp)
{
    array_view<int, 1> v(4, p);
    array_view<const int, 1> ro(v);
    array_view<const int, 1> ro2(4, cp);
    array<int, 1> a(4, p);
    array_view<const int, 1> roa(a);
    array_view<int, 1> rw(ro); // expected-error {{array_view<int, 1> 'rw' cannot view 'array_view<const int, 1>': it would drop const; declare it array_view<const int, 1>}}
    array_view<float, 1> fv(v); // expected-error {{array_view<float, 1> 'fv' cannot view 'array_view<int, 1>': the element types differ}}
    array_view<float, 1> fa(a); // expected-error {{'fa' cannot view 'array<int, 1>': the element types differ}}
    array_view<int, 1> w(4, cp); // expected-error {{the data of array_view<int, 1> 'w' is 'const int *': a view of it would drop const}}
    const array<int, 1> ca(4, p);
    array_view<const int, 1> roc(ca);
    array_view<int, 1> rwc(ca); // expected-error {{array_view<int, 1> 'rwc' cannot view 'const array<int, 1>': it would drop const; declare it array_view<const int, 1>}}
}
