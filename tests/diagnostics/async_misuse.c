// copy_async, synchronize_async and completion_future (LANGUAGE.md section
// 10): copy_async is checked as copy is; the future's methods take what
// C++ AMP's take; all of them are cpu code only.
static void good(void *p) { (void)p; }
static int bad_ret(void *p) { (void)p; return 0; }
static void bad_param(int x) { (void)x; }

void f(float *fp)
{
    int host[8];
    array<int, 1> a(extent<1>(8));
    array<int, 2> a2(extent<2>(2, 4));
    array_view<int, 1> v(8, host);
    array_view<const int, 1> cv(8, host);
    const array<int, 1> ca(extent<1>(8));
    completion_future ok = copy_async(a, host);
    copy_async(a, ca);          // expected-error {{copy_async to 'const array<int, 1>': the destination's elements are const}}
    copy(ca, a);                /* a const array is a fine source */
    copy_async(a, a2);          // expected-error {{copy_async from 'array<int, 1>' to 'array<int, 2>': the ranks must match}}
    copy_async(fp, a);          // expected-error {{copy_async from 'float *' to 'array<int, 1>': the element types must match}}
    copy_async(a, cv);          // expected-error {{copy_async to 'array_view<const int, 1>': the destination's elements are const}}
    copy_async(a);              // expected-error {{copy_async takes 2 arguments}}
    int n = 0;
    ok.wait(1);                 // expected-error {{'wait()' takes 0 arguments}}
    ok.then(bad_ret, host);     // expected-error {{then() takes a function 'void fn(void *)'}}
    ok.then(bad_param, host);   // expected-error {{then() takes a function 'void fn(void *)'}}
    ok.then(good, 3);           // expected-error {{then(fn, arg): arg is the pointer fn is given, not 'int'}}
    ok.then(good);              // expected-error {{'then()' takes 2 arguments}}
    ok.cancel();                // expected-error {{no member function 'cancel'}}
    v.synchronize_async(0);     // expected-error {{'synchronize_async()' takes 0 arguments}}
    ok.then(good, 0);
    ok.then(good, host);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v.synchronize_async();  // expected-error {{'synchronize_async()' can only be called from cpu code}}
        v[i] = 1;
    });
    (void)n;
}
