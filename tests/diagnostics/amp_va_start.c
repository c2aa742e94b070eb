#include <stdarg.h>
int f(int n, va_list ap) restrict(amp) { // expected-error {{va_list is not allowed in amp code}}
    return n;
}
