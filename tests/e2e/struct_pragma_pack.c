/* Issue 10 defect 10: structs laid out by #pragma pack and by packed/aligned
 * attributes, used as view elements and captured by kernels: the device uses
 * the host's layout (at least 4-byte aligned, which amp code needs). */
#include <stdio.h>

#pragma pack(push, 4)
struct sample { int id; double value; };      /* 12 bytes, value at 4 */
#pragma pack(pop)

struct __attribute__((packed, aligned(4))) pair { int a; double b; int c; }; /* 16 bytes */
struct wide { int k; float f __attribute__((aligned(16))); };              /* 32 bytes, f at 16 */

int main(void)
{
    struct sample s[4];
    for (int i = 0; i < 4; i++) {
        s[i].id = i;
        s[i].value = 0.5 * i;
    }
    struct pair p = {3, 1.25, 7};
    struct wide w = {2, 4.0f};
    array_view<struct sample, 1> v(4, s);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i].value = v[i].value * p.b + p.a + p.c + w.k * w.f + v[i].id;
        v[i].id = v[i].id * 10;
    });
    for (int i = 0; i < 4; i++)
        printf("%d %.3f\n", v[i].id, v[i].value);
    printf("%zu %zu %zu\n", sizeof(struct sample), sizeof(struct pair), sizeof(struct wide));
    return 0;
}
