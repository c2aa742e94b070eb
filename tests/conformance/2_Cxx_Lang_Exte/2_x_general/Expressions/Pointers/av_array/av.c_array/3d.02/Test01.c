// Ported from amp-conformance/Tests/2_Cxx_Lang_Exte/2_x_general/Expressions/Pointers/av_array/av.c_array/3d.02/Test01/test.cpp
// Test pointer emulation with array_view and control flow, 3d. Use pointer to test CF. Use pointer to struct. av is in a struct. Use c array of struct which has av.
// It tests local, shared and global memory. cf: do do switch switch switch
// (with the folder's av.h: the templates are written out for type int
// (AMP_ELEMENT_TYPE); struct s1<int, 3> is struct s1, its constructors
// s1_of_array and s1_of_data (the copy constructor is C's struct copy); the
// kernel_local/global/shared structs' static func are functions, and
// RunMyKernel<type, k> and test<type, k> are a macro defining one of each
// per kernel; the array_view references are values (a copied view shares
// its data), a tiled_index used as an index is idx.global; the vectors are
// static int arrays, Fill<type>(v, min, max) is Fill_int_range, vector =
// array is array.copy_to(vector), max is the larger of two ints; the
// accelerator_view is the default one)
#include <stdio.h>
#include <stdlib.h>
#include "amptest.h"

#define DOMAIN_SIZE_1D 64
#define BLOCK_SIZE_1D 8
#define LOCAL_SIZE 0x4
#define DOMAIN_ELEMENTS (DOMAIN_SIZE_1D * DOMAIN_SIZE_1D * DOMAIN_SIZE_1D)

struct s1
{
    int placeholder1;
    array_view<int, 3> av;
    float placeholder2;
};

/* s1(array<type, rank> &a) */
static struct s1 s1_of_array(array<int, 3> *a) restrict(cpu, amp)
{
    array_view<int, 3> av(*a);
    struct s1 o = {0, av, 0};
    return o;
}

/* s1(extent<rank> e, type *pa) */
static struct s1 s1_of_data(extent<3> e, int *pa) restrict(cpu, amp)
{
    array_view<int, 3> av(e, pa);
    struct s1 o = {0, av, 0};
    return o;
}

static int max_int(int a, int b)
{
    return a > b ? a : b;
}

static void init(int *a, int *b, int *c, int *fa, int *fb, int *fc, int *ref_c, int *flag)
{
    srand(2010);
    size_t SIZE = DOMAIN_ELEMENTS;
    Fill_int_range(a, SIZE, 0, SIZE - 1);
    Fill_int_range(b, SIZE, 0, SIZE - 1);
    for (size_t i = 0; i < SIZE; i++)
    {
        fa[i] = a[i] - 1;
        fb[i] = b[i] - 1;
        ref_c[i] = max_int(a[i], b[i] + 4) * LOCAL_SIZE * LOCAL_SIZE * LOCAL_SIZE; // Because in kernel_local, the results have been added up. So here it needs multiplication.
    }
    flag[0] = 10;
    flag[1] = 12;
    flag[2] = 20;
    flag[3] = 22;
    flag[4] = 0;
    flag[5] = 2;
    flag[6] = 0;
}

static void cf_test(int *pa, int *pb, int *pc, array_view<int, 1> flag) restrict(amp)
{
    int i4 = flag[0];
    do
    {
        i4++;
        int i5 = flag[2];
        do
        {
            i5++;
            switch (flag[4])
            {
            case 1:
                {
                    pa++;
                }
                break;
            default:
                {
                    switch (flag[5])
                    {
                    case 2:
                        {
                            switch (flag[6])
                            {
                            case 1:
                                {
                                    pa++;
                                }
                                break;
                            default:
                                {
                                    (*pb)++;
                                }
                                break;
                            }
                        }
                        break;
                    default:
                        pa++;
                        break;
                    }
                }
                break;

            }            
        } while (i5 < flag[3]);
    } while (i4 < flag[1]);

    atomic_fetch_max(pa, *pb);
    *pc = *pa;
}

/* kernel_local<type>::func: Test function tests pointers which point to local memory.
 * idx: compute index
 * p: input a, the first operand
 * flag: control flags, which is used to test control flow.
 * b1, b2, b3, b4: control flags. It's used to test pointer emulation. Make sure pointer can point to the correct values. */
static void kernel_local_func(tiled_index<BLOCK_SIZE_1D, BLOCK_SIZE_1D, BLOCK_SIZE_1D> idx, struct s1 *p, array_view<int, 1> flag, int b1, int b2, int b3, int b4) restrict(amp)
{
    int local_a[LOCAL_SIZE * LOCAL_SIZE * LOCAL_SIZE];
    int local_fa[LOCAL_SIZE * LOCAL_SIZE * LOCAL_SIZE];
    int local_b[LOCAL_SIZE * LOCAL_SIZE * LOCAL_SIZE];
    int local_fb[LOCAL_SIZE * LOCAL_SIZE * LOCAL_SIZE];
    int local_c[LOCAL_SIZE * LOCAL_SIZE * LOCAL_SIZE];
    int local_fc[LOCAL_SIZE * LOCAL_SIZE * LOCAL_SIZE];

    for (int i = 0; i < LOCAL_SIZE * LOCAL_SIZE * LOCAL_SIZE; i++)
    {
        local_a[i] = p->av[idx.global];
        local_fa[i] = local_a[i] + 1;
    }
    p++;
    for (int i = 0; i < LOCAL_SIZE * LOCAL_SIZE * LOCAL_SIZE; i++)
    {
        local_b[i] = p->av[idx.global];
        local_fb[i] = local_fb[i] + 1;
    }
    p++;
    for (int i = 0; i < LOCAL_SIZE * LOCAL_SIZE * LOCAL_SIZE; i++)
    {
        local_c[i] = p->av[idx.global];
        local_fc[i] = local_c[i] + 1;
    }

    extent<3> e(LOCAL_SIZE, LOCAL_SIZE, LOCAL_SIZE);
    struct s1 inter_s_a = s1_of_data(e, local_a);
    struct s1 inter_s_b = s1_of_data(e, local_b);
    struct s1 inter_s_c = s1_of_data(e, local_c);
    struct s1 inter_s_fa = s1_of_data(e, local_fa);
    struct s1 inter_s_fb = s1_of_data(e, local_fb);
    struct s1 inter_s_fc = s1_of_data(e, local_fc);

    int *pa = NULL, *pb = NULL, *pc =NULL;

    for (int z = 0; z < LOCAL_SIZE; z++)
    {
        for (int y = 0; y < LOCAL_SIZE; y++)
        {
            for (int x = 0; x < LOCAL_SIZE; x++)
            {
                pa = !b2 ? &inter_s_fa.av[z][y][x] : &inter_s_a.av[z][y][x];
                pb = !b2 ? &inter_s_fb.av[z][y][x] : &inter_s_b.av[z][y][x];
                pc = !b2 ? &inter_s_fc.av[z][y][x] : &inter_s_c.av[z][y][x];
                cf_test(pa, pb, pc, flag);
            }
        }
    }

    int fc = 0;
    for (int z = 0; z < LOCAL_SIZE; z++)
    {
        for (int y = 0; y < LOCAL_SIZE; y++)
        {
            for (int x = 0; x < LOCAL_SIZE; x++)
            {
                fc += inter_s_c.av[z][y][x];
            }
        }
    }

    p->av[idx.global] = fc;
}

/* kernel_global<type>::func: Test function tests pointers which point to global memory. */
static void kernel_global_func(tiled_index<BLOCK_SIZE_1D, BLOCK_SIZE_1D, BLOCK_SIZE_1D> idx, struct s1 *p, array_view<int, 1> flag, int b1, int b2, int b3, int b4) restrict(amp)
{
    int *pa = NULL, *pb = NULL, *pc =NULL;
    if (b3 && b4)
    {
        if (!b2)
        {
            pa = &p->av[idx.global] - 1;
            p++;
            pb = &p->av[idx.global] - 1;
            p++;
            pc = &p->av[idx.global] - 1;
        } else
        {
            pa = &p->av[idx.global];
            p++;
            pb = &p->av[idx.global];
            p++;
            pc = &p->av[idx.global];
        }
    }

    cf_test(pa, pb, pc, flag);

    *pc *= LOCAL_SIZE * LOCAL_SIZE * LOCAL_SIZE;
}

/* kernel_shared<type>::func: Test function tests pointers which point to shared memory. */
static void kernel_shared_func(tiled_index<BLOCK_SIZE_1D, BLOCK_SIZE_1D, BLOCK_SIZE_1D> idx, struct s1 *p, array_view<int, 1> flag, int b1, int b2, int b3, int b4) restrict(amp)
{
    int local_idx = idx.local[0] * BLOCK_SIZE_1D * BLOCK_SIZE_1D + idx.local[1] * BLOCK_SIZE_1D + idx.local[2];
    tile_static int share_a[BLOCK_SIZE_1D * BLOCK_SIZE_1D * BLOCK_SIZE_1D];
    share_a[local_idx] = p->av[idx.global];
    p++;
    tile_static int share_fa[BLOCK_SIZE_1D * BLOCK_SIZE_1D * BLOCK_SIZE_1D];
    share_fa[local_idx] =  share_a[local_idx] + 1;
    tile_static int share_b[BLOCK_SIZE_1D * BLOCK_SIZE_1D * BLOCK_SIZE_1D];
    share_b[local_idx] = p->av[idx.global];
    p++;
    tile_static int share_fb[BLOCK_SIZE_1D * BLOCK_SIZE_1D * BLOCK_SIZE_1D];
    share_fb[local_idx] =  share_b[local_idx] + 1;
    tile_static int share_c[BLOCK_SIZE_1D * BLOCK_SIZE_1D * BLOCK_SIZE_1D];
    share_c[local_idx] = p->av[idx.global];
    tile_static int share_fc[BLOCK_SIZE_1D * BLOCK_SIZE_1D * BLOCK_SIZE_1D];
    share_fc[local_idx] =  share_c[local_idx] + 1;
    idx.barrier.wait();

    struct s1 inter_s_a = s1_of_data(extent<3>(BLOCK_SIZE_1D, BLOCK_SIZE_1D, BLOCK_SIZE_1D), share_a);
    struct s1 inter_s_b = s1_of_data(extent<3>(BLOCK_SIZE_1D, BLOCK_SIZE_1D, BLOCK_SIZE_1D), share_b);
    struct s1 inter_s_c = s1_of_data(extent<3>(BLOCK_SIZE_1D, BLOCK_SIZE_1D, BLOCK_SIZE_1D), share_c);
    struct s1 inter_s_fa = s1_of_data(extent<3>(BLOCK_SIZE_1D, BLOCK_SIZE_1D, BLOCK_SIZE_1D), share_fa);
    struct s1 inter_s_fb = s1_of_data(extent<3>(BLOCK_SIZE_1D, BLOCK_SIZE_1D, BLOCK_SIZE_1D), share_fb);
    struct s1 inter_s_fc = s1_of_data(extent<3>(BLOCK_SIZE_1D, BLOCK_SIZE_1D, BLOCK_SIZE_1D), share_fc);

    int *pa = NULL, *pb = NULL, *pc =NULL;
    for (int i = b3; i < b4; i++)
    {
        if (!b2)
        {
            pa = &inter_s_fa.av[idx.local];
            pb = &inter_s_fb.av[idx.local];
            pc = &inter_s_fc.av[idx.local];
        } else
        {
            pa = &inter_s_a.av[idx.local];
            pb = &inter_s_b.av[idx.local];
            pc = &inter_s_c.av[idx.local];
        }
    }

    cf_test(pa, pb, pc, flag);

    idx.barrier.wait();
    p->av[idx.global] = inter_s_c.av[idx.local] * LOCAL_SIZE * LOCAL_SIZE * LOCAL_SIZE;
}

/* RunMyKernel<type, k> and test<type, k> for k = kernel_K */
#define DEFINE_TEST(K) \
static void RunMyKernel_##K(int *a, int *b, int *c, int *fa, int *fb, int *fc, int *flag) \
{ \
    extent<3> g(DOMAIN_SIZE_1D, DOMAIN_SIZE_1D, DOMAIN_SIZE_1D); \
    array<int, 3> a_a(g, a); \
    array<int, 3> a_b(g, b); \
    array<int, 3> a_c(g, c); \
    array<int, 3> a_fa(g, fa); \
    array<int, 3> a_fb(g, fb); \
    array<int, 3> a_fc(g, fc); \
    extent<1> e_flag(DOMAIN_SIZE_1D); \
    array<int, 1> a_flag(e_flag, flag); \
    int b1 = 0; \
    int b2 = 1; \
    int b3 = 3; \
    int b4 = 5; \
    parallel_for_each(a_a.extent.tile<BLOCK_SIZE_1D, BLOCK_SIZE_1D, BLOCK_SIZE_1D>(), [&, b1, b2, b3, b4] (tiled_index<BLOCK_SIZE_1D, BLOCK_SIZE_1D, BLOCK_SIZE_1D> idx) restrict(amp) { \
        struct s1 o_a = s1_of_array(&a_a); \
        struct s1 o_b = s1_of_array(&a_b); \
        struct s1 o_c = s1_of_array(&a_c); \
        struct s1 o_fa = s1_of_array(&a_fa); \
        struct s1 o_fb = s1_of_array(&a_fb); \
        struct s1 o_fc = s1_of_array(&a_fc); \
        array_view<int, 1> av_flag(a_flag); \
        struct s1 o_array[3] = {o_a, o_b, o_c}; \
        struct s1 o_farray[3] = {o_fa, o_fb, o_fc}; \
        struct s1 *p = !b1 ? &(o_array[0]) : &(o_farray[0]); \
        K##_func(idx, p, av_flag, b1, b2, b3, b4); \
    }); \
    a_c.copy_to(c); \
} \
\
static bool test_##K(void) \
{ \
    static int a[DOMAIN_ELEMENTS]; \
    static int b[DOMAIN_ELEMENTS]; \
    static int c[DOMAIN_ELEMENTS]; \
    static int fa[DOMAIN_ELEMENTS]; \
    static int fb[DOMAIN_ELEMENTS]; \
    static int fc[DOMAIN_ELEMENTS]; \
    static int ref_c[DOMAIN_ELEMENTS]; \
    int flag[DOMAIN_SIZE_1D] = {0}; \
    init(a, b, c, fa, fb, fc, ref_c, flag); \
    RunMyKernel_##K(a, b, c, fa, fb, fc, flag); \
    bool ret = Verify_int(c, ref_c, DOMAIN_ELEMENTS); \
    return ret; \
}

DEFINE_TEST(kernel_local)
DEFINE_TEST(kernel_global)
DEFINE_TEST(kernel_shared)

int main(void)
{
    srand(2010);
    fprintf(stderr, "test in local memory: \n");
    if (!test_kernel_local()) return runall_fail;
    fprintf(stderr, "pass\n");
    fprintf(stderr, "test in global memory: \n");
    if (!test_kernel_global()) return runall_fail;
    fprintf(stderr, "pass\n");
    fprintf(stderr, "test in shared memory: \n");
    if (!test_kernel_shared()) return runall_fail;
    fprintf(stderr, "pass\n");
    return runall_pass;
}
