/* array_view<T, N>(...) and array<T, N>(...) written as values (LANGUAGE.md
 * section 4): a view value takes the arguments a declaration takes, with the
 * same element rules; amp code makes views only of views and arrays; an
 * array is never a value (it is passed by pointer and never copied). */
static int first(array_view<const int, 1> v) restrict(cpu, amp) { return v[0]; }

int f(const int *cp, int *p, float *fp)
{
    array_view<int, 1> v(4, p);
    array_view<const int, 1> ro(4, cp);
    array<int, 1> a(4, p);
    int x = first(array_view<const int, 1>(a)) + first(array_view<int, 1>(4, p)) + first(array_view<const int, 1>(ro));
    x += first(array_view<int, 1>(ro)); // expected-error {{array_view<int, 1>(...) cannot view 'array_view<const int, 1>': it would drop const; write array_view<const int, 1>}}
    x += first(array_view<int, 1>(4, cp)); // expected-error {{the data of array_view<int, 1>(...) is 'const int *': a view of it would drop const; write array_view<const int, 1>}}
    x += first(array_view<int, 1>(4, fp)); // expected-error {{the data of array_view<int, 1>(...) must point to 'int', not to 'float'}}
    const array<int, 1> ca(4, p);
    x += first(array_view<const int, 1>(ca));
    x += first(array_view<int, 1>(ca)); // expected-error {{array_view<int, 1>(...) cannot view 'const array<int, 1>': it would drop const; write array_view<const int, 1>}}
    x += first(array_view<float, 1>(a)); // expected-error {{array_view<float, 1>(...) cannot view 'array<int, 1>': the element types differ}}
    x += first(array_view<int, 1>(1, 2, p)); // expected-error {{cannot construct array_view<int, 1> from these 3 arguments; write (size, data), (extent, data), (extent) or (an array)}}
    x += first(array_view<int, 1>()); // expected-error {{cannot construct array_view<int, 1> from these 0 arguments}}
    x += first(array<int, 1>(4)); // expected-error {{array<int, 1>(...) cannot be used as a value: an array is never copied or passed by value; declare it (array<int, 1> a(...);) and pass its address}}
    x += array<int, 1>(4, p).extent[0]; // expected-error {{array<int, 1>(...) cannot be used as a value}}
    x += array_view<int, 1>(array<int, 1>(a)).extent[0]; // expected-error {{array<int, 1>(...) cannot be used as a value}}
    array<float, 4>(223, 111, 2); // expected-error {{cannot construct array<float, 4> from these 3 arguments; write (extent)}}
    parallel_for_each(v.extent, [=, &a](index<1> i) restrict(amp) {
        v[i] = first(array_view<const int, 1>(a)) + first(array_view<int, 1>(v));
        v[i] += first(array_view<int, 1>(v.extent)); // expected-error {{array_view<int, 1>(...) (extent) cannot be made in amp code: ampcc's kernels hold views of global memory only; view another view or an array, or make the view in cpu code and capture it}}
        v[i] += first(array_view<int, 1>(4)); // expected-error {{array_view<int, 1>(...) (sizes) cannot be made in amp code}}
    });
    return x;
}
