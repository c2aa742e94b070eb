/* OpenCL C compilers stop at 256 open brackets of one kind (clang's
 * -fbracket-depth, counted apart for parentheses, braces and square
 * brackets); ampcc rejects amp code whose OpenCL C passes that
 * (tests/diagnostics/opencl_nesting_*.c). This kernel is at the limit of all
 * three: its OpenCL C opens 256 braces (the kernel's own and the 255 nested
 * blocks below), 256 parentheses (256 nested calls of next) and 256 square
 * brackets (256 nested subscripts), and it must build on PoCL and run. */
#include <stdio.h>

int next(int a) restrict(amp) { return a + 1; }

int main(void)
{
    int d[2] = {0, 0};
    array_view<int, 1> v(2, d);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        int flip[2] = {1, 0};
        int x = 0, y = i[0];
        /* 255 nested blocks, 15 per line */
        {{{{{{{{{{{{{{{
        {{{{{{{{{{{{{{{
        {{{{{{{{{{{{{{{
        {{{{{{{{{{{{{{{
        {{{{{{{{{{{{{{{
        {{{{{{{{{{{{{{{
        {{{{{{{{{{{{{{{
        {{{{{{{{{{{{{{{
        {{{{{{{{{{{{{{{
        {{{{{{{{{{{{{{{
        {{{{{{{{{{{{{{{
        {{{{{{{{{{{{{{{
        {{{{{{{{{{{{{{{
        {{{{{{{{{{{{{{{
        {{{{{{{{{{{{{{{
        {{{{{{{{{{{{{{{
        {{{{{{{{{{{{{{{
        x = next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(next(x))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))));
        y = flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[flip[y]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]];
        }}}}}}}}}}}}}}}
        }}}}}}}}}}}}}}}
        }}}}}}}}}}}}}}}
        }}}}}}}}}}}}}}}
        }}}}}}}}}}}}}}}
        }}}}}}}}}}}}}}}
        }}}}}}}}}}}}}}}
        }}}}}}}}}}}}}}}
        }}}}}}}}}}}}}}}
        }}}}}}}}}}}}}}}
        }}}}}}}}}}}}}}}
        }}}}}}}}}}}}}}}
        }}}}}}}}}}}}}}}
        }}}}}}}}}}}}}}}
        }}}}}}}}}}}}}}}
        }}}}}}}}}}}}}}}
        }}}}}}}}}}}}}}}
        v[i] = x * 10 + y;
    });
    v.synchronize();
    /* x: 256 calls of next on 0; y: 256 (an even number of) flips of i[0] */
    printf("%d %d\n", d[0], d[1]);
    return 0;
}
