// Freeing a view's host data while the view is still in scope (issue 13):
// the view copies device writes back into it when its scope ends.
#include <stdlib.h>

void freed_too_soon(int n)
{
    int *p = malloc(n * sizeof(int));
    array_view<int, 1> v(n, p); // expected-note {{the view is declared here}}
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = i[0]; });
    free(p); // expected-warning {{'p' is freed while array_view 'v' made from it is still in scope}}
}

void freed_after_scope(int n)
{
    int *p = malloc(n * sizeof(int));
    {
        array_view<int, 1> v(n, p);
        parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = i[0]; });
    }
    free(p); /* fine: the view's scope has ended */
}

void other_pointer(int n)
{
    int *p = malloc(n * sizeof(int)), *q = malloc(n * sizeof(int));
    array_view<int, 1> v(n, p);
    free((void *)q); /* fine: not the view's data */
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = 1; });
}

void const_view(int n)
{
    int *p = malloc(n * sizeof(int));
    array_view<const int, 1> v(n, p);
    free(p); /* fine: a view of const int never copies back */
}
