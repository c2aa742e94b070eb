/* array<T, N> b(a); (LANGUAGE.md section 4): a new array holding a copy of
 * a's data, made on the device; the two are independent afterwards. Also
 * from an array passed by pointer (`b(*p)`) and with struct elements. The
 * expected values are the source data and the kernels' writes, by hand. */
#include <stdio.h>

typedef struct {
    int id;
    float weight;
} Item;

static void copy_and_double(array<float, 1> *p, float *out)
{
    array<float, 1> twice(*p);
    parallel_for_each(twice.extent, [&twice](index<1> i) restrict(amp) { twice[i] *= 2.0f; });
    twice.copy_to(out);
}

int main(void)
{
    float src[6] = {1, 2, 3, 4, 5, 6}, out[6];
    array<float, 2> a(2, 3, src);
    array<float, 2> b(a);
    parallel_for_each(a.extent, [&a](index<2> i) restrict(amp) { a[i] = -1.0f; });
    b.copy_to(out);
    printf("b: %g %g %g %g %g %g\n", out[0], out[1], out[2], out[3], out[4], out[5]);
    a.copy_to(out);
    printf("a: %g %g\n", out[0], out[5]);

    float line[4] = {0.5f, 1.5f, 2.5f, 3.5f}, doubled[4];
    array<float, 1> l(4, line);
    copy_and_double(&l, doubled);
    l.copy_to(line);
    printf("doubled: %g %g %g %g, source kept: %g\n", doubled[0], doubled[1], doubled[2], doubled[3], line[3]);

    Item items[8];
    for (int k = 0; k < 8; k++) {
        items[k].id = k;
        items[k].weight = k * 0.25f;
    }
    array<Item, 3> c(2, 2, 2, items);
    array<Item, 3> d(c);
    Item back[8];
    d.copy_to(back);
    printf("items: %d %g, %d %g, extent %d %d %d\n", back[0].id, back[0].weight, back[7].id, back[7].weight,
           d.extent[0], d.extent[1], d.extent[2]);
    return 0;
}
