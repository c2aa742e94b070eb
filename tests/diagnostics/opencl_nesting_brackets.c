/* 257 nested subscripts in a kernel: its OpenCL C would open 257 square
 * brackets, one past OpenCL compilers' limit. */
int next(int a) restrict(amp) { return a + 1; }

void f(int *p)
{
    array_view<int, 1> v(2, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        int flip[2] = {1, 0};
        int x = 0, y = i[0];
        y = flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[y]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]; // expected-error {{kernel code nested too deeply for OpenCL C: 257 levels of square brackets, at most 256}}
        v[i] = x + y;
    });
}
