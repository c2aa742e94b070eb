// How an array_view may be constructed (conformance 5_2_2_c Negative/Test.01,
// .02, .03, .06 and WithoutDataSource/Negative/Test.01): it has no default
// constructor, keeps const, keeps its element type, and in amp code is made
// only from another view or an array.
struct pair { int a, b; };

void host(int *p, const int *cp, struct pair *pp)
{
    array_view<int, 1> none; // expected-error {{array_view<int, 1> 'none' needs a data source: array_view has no default constructor; construct it with (size, data), (extent, data), (extent) or (an array), or initialize it from another view}}
    array_view<int, 1> rw(4, p);
    array_view<const int, 1> ro(4, p);
    array_view<const int, 1> ro2(rw);
    array_view<int, 1> rw2(ro); // expected-error {{array_view<int, 1> 'rw2' cannot view 'array_view<const int, 1>': it would drop const}}
    array_view<float, 1> other(rw); // expected-error {{array_view<float, 1> 'other' cannot view 'array_view<int, 1>': the element types differ}}
    array_view<int, 1> over_const(4, cp); // expected-error {{the data of array_view<int, 1> 'over_const' is 'const int *': a view of it would drop const}}
    array_view<const int, 1> const_over_const(4, cp);
    array<int, 1> arr(4);
    array_view<int, 1> of_array(arr);
    array_view<long, 1> of_array_long(arr); // expected-error {{array_view<long, 1> 'of_array_long' cannot view 'array<int, 1>': the element types differ}}
    array_view<struct pair, 1> pairs(2, pp);
    array_view<int, 2> own(4, 4);
    extern array_view<int, 1> declared_elsewhere;
}

void device(array_view<int, 1> v, array_view<const int, 1> cv) restrict(amp)
{
    int local[4] = {0};
    array_view<int, 1> copy(v);
    array_view<int, 1> writable(cv); // expected-error {{it would drop const}}
    array_view<int, 1> storage(4); // expected-error {{array_view<int, 1> 'storage' without a data source cannot be made in amp code: its storage is allocated by cpu code; make it in cpu code and capture it}}
    array_view<int, 1> over_local(4, local); // expected-error {{array_view<int, 1> 'over_local' cannot be made over data in amp code: ampcc's kernels hold views of global memory only; make the view in cpu code and capture it}}
    v[0] = copy[0] + cv[0];
}

void both(array_view<int, 2> v) restrict(cpu, amp)
{
    array_view<int, 2> storage(16, 16); // expected-error {{array_view<int, 2> 'storage' without a data source cannot be made in amp code}}
}

// array has no default constructor either (conformance ExtentOnly/General/Negative/Test.21).
void arrays(int *p)
{
    array<unsigned int, 3> none; // expected-error {{array<unsigned int, 3> 'none' needs constructor arguments: array has no default constructor; construct it with (d0, d1, d2), (d0, d1, d2, data), (d0, d1, d2, first, last), (extent), (extent, data), (extent, first, last), (another array) or (an array_view)}}
    array<int, 1> sized(4);
    array<int, 1> from_data(4, p);
    extern array<int, 1> elsewhere;
}

array<float, 2> file_scope; // expected-error {{array<float, 2> 'file_scope' needs constructor arguments}}
