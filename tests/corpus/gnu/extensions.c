/* GNU C in the places gcc accepts it: attributes, asm, typeof, statement
 * expressions, case ranges, anonymous members, odd declarators. gcc -fsyntax-only
 * accepts this file; so must ampcc, with no diagnostics. */
#include <stddef.h>
typedef int v4si __attribute__((vector_size(16)));
void (__attribute__((noreturn)) *fp)(void);
int xa __attribute__((aligned(16))), ya;
struct sa { int a; } __attribute__((aligned(8)));
__attribute__((unused)) static int z;
int fa(int a __attribute__((unused)));
enum { A __attribute__((deprecated)) = 1, B };
int (*__attribute__((unused)) g)(int);
void weakf(void) __attribute__((weak));
int *__restrict__ rp;
int (*(*fpp)(int))[10];
void (*sig(int, void (*)(int)))(int);
int (*arr3[3])(void);
struct flex { int n; double d[]; };
void pa(int a[static 10], int b[const], int c[*], int (*d)[3]);
int oldf();
enum E2 fwd_e;
enum E2 { X2, Y2 = X2 + 5 };
__extension__ typedef long long ll;
static inline __attribute__((always_inline)) int inl(void) { return 0; }
_Noreturn void die(void);
struct anon { union { int a; float b; }; struct { int c, d; }; int e; } an;
typedef __typeof__(int[3]) arr_t;
_Static_assert(sizeof(arr_t) == 12, "typeof array");
_Static_assert(offsetof(struct anon, e) == 12, "anon members");
_Static_assert(sizeof(struct flex) == 8, "flex");
int ops(int x, unsigned u, double dd) {
    int tmp = x;
    lbl: __attribute__((unused));
    tmp += (int)+1 - -(-x) + !!x + (int)~0u + (x ?: 3, 4);
    void *p = (void (*)(int))0;
    int s = sizeof (int){1} + sizeof(struct { int q; });
    struct { int x; } *ps = &(struct { int x; }){1};
    double h = 0x1.8p3 + 1e+5 + 1.0e-5f + .5;
    int c = '\'' + '\\' + 'ab' + L'x';
    const char *str = "a//b" "\"c" "/* no */";
    switch (x) { case 'a' ... 'z': { int in = 1; tmp += in; } break; default: ; }
    for (;;) break;
    do ; while (0);
    for (int i = 0, j = 1; i < j; i++, j--) continue;
    { typedef int U; U uu = 2; tmp += uu; }
    int U = 3; tmp += U;
    tmp += ({ __typeof__(x) _a = (x); _a; });
    tmp += _Generic(dd, double: 1, int *: 2, default: 3);
    asm goto ("" : : : : lbl);
    __asm__ volatile ("nop");
    int y = {1};
    return tmp + s + ps->x + (int)h + c + str[0] + (p != 0) + y + (int)u;
}
int f(int x) { switch (x) { case 1: x++; __attribute__((fallthrough)); case 2: __attribute__((fallthrough)); default: __attribute__((fallthrough)); case 3: break; } return x; }
