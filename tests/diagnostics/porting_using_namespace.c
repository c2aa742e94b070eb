/* A C++ AMP program's `using namespace concurrency;` after a system header:
 * the error is at the user's line (not inside stdio.h) and says how to port. */
#include <stdio.h>
using namespace concurrency; // expected-error {{'using namespace' is C++, not AMP C}} expected-note {{need no 'concurrency::', so delete this line}}

int main(void)
{
    puts("ported");
    return 0;
}
