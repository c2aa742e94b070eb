/* The host data is freed while the view is still in scope and the view's
 * scope then ends with the kernel's writes not yet copied back (checked
 * mode): the copy back is refused, naming the view's declaration (the end of
 * a scope has no line of its own). Unchecked, it wrote into the unmapped
 * block: SIGSEGV, no message. */
// RUN-ENV: AMPCC_CHECK=1
// EXPECT-STDERR: host data of the array_view made at .*view_data_freed_scope_end\.c:13 was freed
#include <stdio.h>
#include <stdlib.h>

static void twice(int *data, int n)
{
    array_view<int, 1> v(n, data); /* FAILS-HERE */
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i] *= 2;
    });
    free(data);
}

int main(void)
{
    int n = 1 << 20;   /* 4 MB: malloc maps the block, free unmaps it */
    int *data = malloc(n * sizeof *data);
    if (!data)
        return 1;
    for (int i = 0; i < n; i++)
        data[i] = i;
    twice(data, n);
    return 0;
}
