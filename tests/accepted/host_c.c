// Plain host C: GNU extensions, function pointers, goto, statics, char/short, varargs:
// none of the amp rules apply to cpu code.
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <setjmp.h>
struct point { short x; char tag; union { int i; float f; }; struct { int a, b; }; unsigned flag : 1; };
static int counter;
static jmp_buf env;
static int sum(int n, ...) {
    va_list ap;
    va_start(ap, n);
    int s = 0;
    for (int i = 0; i < n; i++)
        s += va_arg(ap, int);
    va_end(ap);
    return s;
}
static int twice(int x) { return 2 * x; }
int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
int main(void) {
    int (*op)(int) = twice;
    static char name[] = "host";
    struct point p = { .x = 1, .tag = 'a', .i = 3, .a = 4, .flag = 1 };
    long long big = 1LL << 40;
    long double ld = 1.0L;
    __typeof__(big) copy = big;
    int v = ({ int t = op(3); t + 1; });
    int g = _Generic(v, int: 1, default: 0);
    int *arr = (int[]){ 1, 2, 3 };
    if (__builtin_expect(v > 100, 0))
        goto out;
    if (setjmp(env))
        return 1;
    counter += sum(3, 1, 2, 3) + p.i + p.a + p.x + p.tag + g + arr[1] + fact(4) + (int)(copy >> 40) + (int)ld;
    printf("%s %d %s\n", name, counter, __func__);
out:
    return 0;
}
