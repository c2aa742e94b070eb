#include <setjmp.h>
int f(struct __jmp_buf_tag *env, int x) restrict(amp) {
    longjmp(env, 1); // expected-error {{'longjmp' is not allowed in amp code}}
    return x;
}
