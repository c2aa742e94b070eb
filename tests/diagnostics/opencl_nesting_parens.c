/* 257 nested calls in a kernel: its OpenCL C would open 257 parentheses, one
 * past OpenCL compilers' limit (counted apart from braces and brackets). */
int next(int a) restrict(amp) { return a + 1; }

void f(int *p)
{
    array_view<int, 1> v(2, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        int flip[2] = {1, 0};
        int x = 0, y = i[0];
        x = next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(x))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))); // expected-error {{kernel code nested too deeply for OpenCL C: 257 levels of parentheses, at most 256}}
        v[i] = x + y;
    });
}
