/* A diagnostic in an included header is matched by the header's own directive;
 * the main file's directive is matched as usual. */
#include "in_header.h"

int device_sub(int a, int b) restrict(amp)
{
    return a - b + missing; // expected-error {{'missing' undeclared (first use in this function)}} expected-note {{reported only once for each function}}
}
