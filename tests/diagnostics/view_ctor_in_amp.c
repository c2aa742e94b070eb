/* array_view constructors in amp code (LANGUAGE.md section 4, C++ AMP): only a
 * view of another view or of an array can be made there; views of host data
 * and runtime-owned storage are made by cpu code and captured. */
void f(int *p, array_view<int, 1> v, array<int, 1> *a) restrict(amp)
{
    array_view<int, 1> ok1(v);
    array_view<const int, 1> ok2(*a);
    array_view<int, 1> s(4, p); // expected-error {{array_view<int, 1> 's' cannot be made over data in amp code: ampcc's kernels hold views of global memory only}}
    array_view<int, 1> e(extent<1>(4), p); // expected-error {{array_view<int, 1> 'e' cannot be made over data in amp code}}
    array_view<int, 2> o(4, 4); // expected-error {{array_view<int, 2> 'o' without a data source cannot be made in amp code}}
}

void g(int *p) restrict(cpu, amp)
{
    array_view<int, 1> w(extent<1>(4)); // expected-error {{array_view<int, 1> 'w' without a data source cannot be made in amp code}}
}
