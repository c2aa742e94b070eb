// Issue 10 defect 15: a struct mixed with an int in amp code.
struct pair { int a, b; };

int main(void)
{
    int d[4] = {0};
    array_view<int, 1> v(4, d);
    struct pair p = {1, 2};
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i] = p + 1; // expected-error {{invalid operands to binary + (have 'struct pair' and 'int')}}
    });
    return 0;
}
