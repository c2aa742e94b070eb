/* The runtime library's names are AMP C's only where the program declares
 * no such name of its own (LANGUAGE.md section 10): here the program has its
 * own amp_error, amp_out_of_memory, amp_clear_error, copy and accelerator, beside AMP code. */
#include <stdio.h>

typedef struct amp_error { int code; } amp_error;
enum { amp_out_of_memory = 40 };
static int amp_clear_error(amp_error *e) { int old = e->code; e->code = 0; return old; }
static int accelerator = 7;
static void copy(int *to, const int *from, int n) { for (int i = 0; i < n; i++) to[i] = from[i] + 100; }

int main(void)
{
    amp_error mine = {amp_out_of_memory + 2};
    int data[3] = {1, 2, 3};
    array_view<int, 1> v(3, data);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] += 10; });
    printf("%d %d %d\n", v[0], v[1], v[2]);
    int old = amp_clear_error(&mine);
    printf("cleared %d, now %d\n", old, mine.code);
    int twice[3];
    copy(twice, data, 3);
    printf("own copy: %d %d %d, own accelerator %d\n", twice[0], twice[1], twice[2], accelerator);
    return 0;
}
