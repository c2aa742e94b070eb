// Ported from amp-conformance/Tests/5_Data_Cont/5_2_a_v/5_2_2_c/Negative/Test.05/test.cpp
// Verify that we cannot create an array_view with amp incompatible type and pass it to a parallel_for_each
// (the function template test<T> is one function per instantiation, the
// vector<T> an array; bool is _Bool. MSVC's errors C2338 and C3581 are
// ampcc's "element type ... is not supported" for bool, int * and s_a *;
// array_view<s_a, 1> is accepted, as in the original)
struct s_a
{
    int a;
    long b;
};

static int test_bool(void)
{
    const int size = 100;
    _Bool v[100];
    array_view<_Bool, 1> av(size, v); // expected-error {{element type '_Bool' is not supported}}
    return 0;
}

static int test_int_ptr(void)
{
    const int size = 100;
    int *v[100];
    array_view<int *, 1> av(size, v); // expected-error {{element type 'int *' is not supported}}
    return 0;
}

static int test_s_a_ptr(void)
{
    const int size = 100;
    struct s_a *v[100];
    array_view<struct s_a *, 1> av(size, v); // expected-error {{element type 'struct s_a *' is not supported}}
    return 0;
}

static int test_s_a(void)
{
    const int size = 100;
    struct s_a v[100];
    array_view<struct s_a, 1> av(size, v);
    return 0;
}

int main(void)
{
   test_bool();
   test_int_ptr();
   test_s_a_ptr();
   test_s_a();
   return 1;
}
