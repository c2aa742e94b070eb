/* A rank-5 domain on OpenCL's three dimensions: the last two AMP dimensions
 * on 0 and 1, the other three flattened into 2 and decoded from the domain
 * (the kernel's last argument); a rank-5 view's meta holds 5 extents and
 * strides; its projection has rank 4. */
void scale(int *data, int *rows, const int *sizes)
{
    extent<5> e(sizes);
    array_view<int, 5> v(e, data);
    array_view<int, 4> r(extent<4>(sizes + 1), rows);
    parallel_for_each(e, [=](index<5> i) restrict(amp) {
        v[i] = v[i] * 2 + i[0] + v.extent[4];
        int at[4] = {0, 1, 0, 1};
        if (i[0] == 0)
            r[index<4>(at)] = v[1][0][0][0][0];
    });
}
