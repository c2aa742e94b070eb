// Every member of the AMP types, in amp and cpu code.
struct host_holder { extent<2> e; array_view<float, 2> v; };
array_view<float, 2> pass_through(array_view<float, 2> v) { return v; }
index<2> shifted(index<2> i, index<2> d) restrict(cpu, amp) { return i + d; }
int inside(extent<2> e, index<2> i) restrict(amp) { return e.contains(i); }
void run(float *data, float *dst) {
    extent<2> e(8, 8);
    extent<2> e2 = extent<2>(8, 8);
    int rows = e[0], total = e.size();
    index<2> i(1, 2), j(1, 2);
    index<2> k = i + j - i;
    int same = (i == j) + (i != k) + k[1];
    array_view<float, 2> v(e, data);
    array_view<float, 2> owned(e2);
    array_view<const float, 2> cv(8, 8, data);
    struct host_holder h = { e, v };
    array_view<float, 2> w = pass_through(v);
    array_view<float, 2> sec = v.section(index<2>(2, 2), extent<2>(4, 4));
    array<float, 2> arr(e, data);
    array_view<float, 2> of_arr(arr);
    v(1, 2) = v[i] + v[1][2] + cv(0, 0) + (float)same + (float)rows + (float)total + h.v[0][0];
    tiled_extent<4, 4> te = e.tile<4, 4>();
    int tsize = te.size() + te[0] + te.pad()[1] + te.truncate().size();
    parallel_for_each(e.tile<4, 4>().truncate(), [=](tiled_index<4, 4> t) restrict(amp) {
        index<2> g = t.global, l = t.local, tl = t.tile, o = t.tile_origin;
        extent<2> te2 = t.tile_extent;
        t.barrier.wait();
        t.barrier.wait_with_all_memory_fence();
        t.barrier.wait_with_global_memory_fence();
        t.barrier.wait_with_tile_static_memory_fence();
        float *p = v.data();
        sec[l] = (float)(g[0] + tl[1] + o[0] + te2[0] + tsize) + p[0] + of_arr[g] + w(0, 0) + v.extent[0];
        if (inside(v.extent, shifted(g, l)))
            v[g] = cv[g];
    });
    v.synchronize();
    v.refresh();
    v.discard_data();
    float *host = v.data();
    arr.copy_to(dst);
    arr.copy_to(owned);
    host[0] = owned[0][0] + sec.extent[0];
}
