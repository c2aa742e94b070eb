// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_x_general/Expressions/Pointers/Misc/Test09/test.cpp
// Define a class which has array_view. Define pointers to that struct. Verify the contents of array_view can be changed..
// (class c1 is a struct holding the view; its constructor is c1_make, its
// member functions take the object by pointer (add2's array_view reference
// is a value, which shares the data); the destructor does nothing; the
// vectors are int arrays, A = aA is aA.copy_to(A), the accelerator_view the
// default one)
#include "../pointers_common.h"

struct c1
{
    array_view<int, 1> m_av;
};

static struct c1 c1_make(array_view<int, 1> a) restrict(cpu, amp)
{
    struct c1 o = {a};
    return o;
}

static void c1_add(struct c1 *self, array_view<int, 1> av, index<1> idx) restrict(cpu, amp)
{
    self->m_av[idx] += av[idx];
}

static void c1_add2(struct c1 *self, array_view<int, 1> av, index<1> idx) restrict(cpu, amp)
{
    self->m_av[idx] += av[idx];
}

static bool test(void)
{
    const int size = 100;
    int A[100];
    int G[100];
    for(int i = 0; i < size; i++)
    {
        A[i] = INIT_VALUE;
        G[i] = 1;
    }

    extent<1> e(size);
    array<int, 1> aA(e, A);
    array<int, 1> aG(e, G);

    parallel_for_each(aA.extent, [&](index<1> idx) restrict(amp)
    {
        array_view<int, 1> av(aG);
        struct c1 o = c1_make(av);
        struct c1 *p = &o;

        c1_add(p, av, idx);
        if (aG[idx] != 2)
            aA[idx] = 1;

        c1_add2(p, av, idx);
        if (aG[idx] != 4)
            aA[idx] = 1;
    });

    aA.copy_to(A);

    for (int i =  0; i < size; i++)
    {
        if (A[i] != INIT_VALUE)
            return false;
    }

    return true;
}

int main(void)
{
    bool passed = true;
    passed = test();
    printf("%s\n", passed ? "Passed!" : "Failed!");
    return passed ? 0 : 1;
}
