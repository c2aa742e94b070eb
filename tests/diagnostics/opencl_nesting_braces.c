/* 256 nested blocks in a kernel: with the kernel function's own brace its
 * OpenCL C would open 257 braces, one past OpenCL compilers' limit (clang's
 * -fbracket-depth); the error is at the block that opens the 257th, the
 * 16th on the last line of braces. tests/e2e/opencl_nesting_at_limit.c is
 * at the limit and runs. */
int next(int a) restrict(amp) { return a + 1; }

void f(int *p)
{
    array_view<int, 1> v(2, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        int flip[2] = {1, 0};
        int x = 0, y = i[0];
        {{{{{{{{{{{{{{{{
        {{{{{{{{{{{{{{{{
        {{{{{{{{{{{{{{{{
        {{{{{{{{{{{{{{{{
        {{{{{{{{{{{{{{{{
        {{{{{{{{{{{{{{{{
        {{{{{{{{{{{{{{{{
        {{{{{{{{{{{{{{{{
        {{{{{{{{{{{{{{{{
        {{{{{{{{{{{{{{{{
        {{{{{{{{{{{{{{{{
        {{{{{{{{{{{{{{{{
        {{{{{{{{{{{{{{{{
        {{{{{{{{{{{{{{{{
        {{{{{{{{{{{{{{{{
        {{{{{{{{{{{{{{{{ // expected-error {{kernel code nested too deeply for OpenCL C: 257 levels of braces, at most 256}}
        x++;
        }}}}}}}}}}}}}}}}
        }}}}}}}}}}}}}}}}
        }}}}}}}}}}}}}}}}
        }}}}}}}}}}}}}}}}
        }}}}}}}}}}}}}}}}
        }}}}}}}}}}}}}}}}
        }}}}}}}}}}}}}}}}
        }}}}}}}}}}}}}}}}
        }}}}}}}}}}}}}}}}
        }}}}}}}}}}}}}}}}
        }}}}}}}}}}}}}}}}
        }}}}}}}}}}}}}}}}
        }}}}}}}}}}}}}}}}
        }}}}}}}}}}}}}}}}
        }}}}}}}}}}}}}}}}
        }}}}}}}}}}}}}}}}
        v[i] = x + y;
    });
}
