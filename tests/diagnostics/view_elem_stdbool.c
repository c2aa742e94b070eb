// Issue 10 defect 11: with <stdbool.h>, `bool` is a system header's macro and
// gcc puts line markers around its expansion (`array_view<`, a marker,
// `_Bool`, a marker, `, 1>`); the template argument list still follows the
// name at once, so the element type is diagnosed, not a syntax error.
#include <stdbool.h>

int main(void)
{
    bool flags[4] = {true};
    array_view<bool, 1> v(4, flags); // expected-error {{array_view element type '_Bool' is not supported; use int}}
    array<bool, 2> a(2, 2);          // expected-error {{array element type '_Bool' is not supported; use int}}
    bool ok = flags[0];
    return ok;
}
