/* LANGUAGE.md section 4: the AMP types and their operations. */
#include <stdio.h>

typedef struct pair { int a; int b; } pair;

extent<2> make_extent(int rows, int cols) { return extent<2>(rows, cols); }

int main(void)
{
    int data[24], more[24];
    float src[16], dst[16];
    pair pairs[4];
    for (int k = 0; k < 24; k++) data[k] = more[k] = k;
    for (int k = 0; k < 16; k++) src[k] = (float)k;

    extent<2> e(4, 6);
    extent<2> ext = make_extent(4, 6);
    index<2> i(1, 2);
    index<2> j = i + index<2>(1, 1);
    int same = i == j || i != j;
    int n = e[0] * e[1] + e.size() + e.contains(i);

    array_view<int, 2> v(4, 6, data);
    array_view<int, 2> w = v;
    array_view<int, 2> x(ext, more);
    array_view<int, 2> owned(ext);
    array_view<const int, 2> ro(4, 6, data);
    array_view<pair, 1> pv(4, pairs);

    array<float, 2> a(4, 4, src);
    array<float, 2> b(extent<2>(4, 4));
    array_view<float, 2> av(a);

    v[i] = 1;
    v(1, 2) = v[0][1] + ro[1][1];
    array_view<int, 2> part = v.section(index<2>(0, 0), extent<2>(2, 2));
    x.refresh();
    owned.discard_data();
    a.copy_to(dst);
    a.copy_to(b);
    tiled_extent<2, 2> te = e.tile<2, 2>();
    tiled_extent<2, 2> padded = te.pad();
    tiled_extent<2, 2> cut = te.truncate();
    parallel_for_each(padded, [=](tiled_index<2, 2> t) restrict(amp) {
        if (e.contains(t.global))
            w[t.global] += t.local[0] + t.tile[1] + t.tile_origin[0];
    });
    w.synchronize();
    printf("%d %d %d %d %p %d\n", same, n, v.extent[0], part.extent[1], (void *)v.data(), cut.size() + av.extent[0] + pv.extent[0]);
    return 0;
}
