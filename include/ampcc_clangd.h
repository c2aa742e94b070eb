/* ampcc_clangd.h - lets clangd (and other clang-based tools) read AMP C.
 *
 * ampcc never uses this header. An editor's clangd reads an AMP C file as
 * C++ with this header included first: it declares the AMP types as C++
 * templates with the members AMP C gives them, parallel_for_each as a
 * function taking the kernel (a C++ lambda), restrict(...) as nothing and
 * tile_static as static, so completion, go-to-definition and diagnostics
 * work on AMP C. `ampcc --print-clangd-flags` prints the compile_flags.txt
 * that does it (docs/usage.md, "Editors"). What clangd then reports that
 * ampcc would not is C that C++ rejects (a void * assigned to an int *
 * without a cast, for instance); ampcc's own checks (LANGUAGE.md) are run by
 * ampcc -fsyntax-only.
 */
#ifndef AMPCC_CLANGD_H
#define AMPCC_CLANGD_H

#ifndef __cplusplus
#error "ampcc_clangd.h is read as C++ (-xc++): see `ampcc --print-clangd-flags`"
#endif

#define restrict(...)       /* restrict(amp), restrict(cpu, amp): nothing to C++ */
#define tile_static static  /* one copy per tile: to C++, a static */
#ifndef __AMPCC__
#define __AMPCC__ 1
#endif

template <int N> struct index {
    int v[N];
    index() : v() {}
    template <class... I> index(int i0, I... rest) : v{i0, int(rest)...} {}
    int &operator[](int d) { return v[d]; }
    const int &operator[](int d) const { return v[d]; }
    index &operator+=(const index &o) { for (int d = 0; d < N; d++) v[d] += o.v[d]; return *this; }
    index &operator-=(const index &o) { for (int d = 0; d < N; d++) v[d] -= o.v[d]; return *this; }
    index &operator+=(int n) { for (int d = 0; d < N; d++) v[d] += n; return *this; }
    index &operator-=(int n) { for (int d = 0; d < N; d++) v[d] -= n; return *this; }
    index &operator*=(int n) { for (int d = 0; d < N; d++) v[d] *= n; return *this; }
    index &operator/=(int n) { for (int d = 0; d < N; d++) v[d] /= n; return *this; }
    index &operator%=(int n) { for (int d = 0; d < N; d++) v[d] %= n; return *this; }
    index &operator++() { return *this += 1; }
    index &operator--() { return *this -= 1; }
    index operator++(int) { index old = *this; *this += 1; return old; }
    index operator--(int) { index old = *this; *this -= 1; return old; }
    friend index operator+(index a, const index &b) { return a += b; }
    friend index operator-(index a, const index &b) { return a -= b; }
    friend bool operator==(const index &a, const index &b)
    {
        for (int d = 0; d < N; d++)
            if (a.v[d] != b.v[d])
                return false;
        return true;
    }
    friend bool operator!=(const index &a, const index &b) { return !(a == b); }
};

template <int T0, int T1 = 0, int T2 = 0> struct tiled_extent;

template <int N> struct extent : index<N> {
    using index<N>::index;
    extent() {}
    extent(const index<N> &i) : index<N>(i) {}
    int size() const { int n = 1; for (int d = 0; d < N; d++) n *= this->v[d]; return n; }
    bool contains(const index<N> &i) const
    {
        for (int d = 0; d < N; d++)
            if (i.v[d] < 0 || i.v[d] >= this->v[d])
                return false;
        return true;
    }
    template <int T0, int T1 = 0, int T2 = 0> tiled_extent<T0, T1, T2> tile() const;
};

/* A tile's barrier: every thread of the tile waits at it. */
struct tile_barrier {
    void wait() const {}
    void wait_with_all_memory_fence() const {}
    void wait_with_global_memory_fence() const {}
    void wait_with_tile_static_memory_fence() const {}
};
inline void all_memory_fence(const tile_barrier &) {}
inline void global_memory_fence(const tile_barrier &) {}
inline void tile_static_memory_fence(const tile_barrier &) {}

template <int T0, int T1, int T2> struct tiled_extent
    : extent<(T1 == 0 ? 1 : T2 == 0 ? 2 : 3)> {
    static const int rank = T1 == 0 ? 1 : T2 == 0 ? 2 : 3;
    tiled_extent pad() const { return *this; }
    tiled_extent truncate() const { return *this; }
    extent<rank> get_tile_extent() const { return extent<rank>(); }
    static const int tile_dim0 = T0, tile_dim1 = T1, tile_dim2 = T2;
};

template <int N> template <int T0, int T1, int T2>
tiled_extent<T0, T1, T2> extent<N>::tile() const { return tiled_extent<T0, T1, T2>(); }

template <int T0, int T1 = 0, int T2 = 0> struct tiled_index {
    static const int rank = T1 == 0 ? 1 : T2 == 0 ? 2 : 3;
    const index<rank> global, local, tile, tile_origin;
    const tile_barrier barrier;
    const extent<rank> tile_extent;
    operator const index<rank> &() const { return global; }
};

template <class T, int N = 1> struct array;
template <class T, int N = 1> struct array_view;

/* v[i] with an int: the element of a rank-1 view, the row (a view of one rank
 * less) of a higher rank. */
template <class T, int N> struct element_or_row { typedef array_view<T, N - 1> type; };
template <class T> struct element_or_row<T, 1> { typedef T &type; };

/* array_view<T, N>, and array_view<const T, N> read-only. */
template <class T, int N> struct array_view {
    const ::extent<N> extent;
    template <class... A> array_view(A &&...) {}
    T &operator[](const index<N> &) const;
    typename element_or_row<T, N>::type operator[](int) const;
    template <class... I> T &operator()(int i0, I... rest) const;
    T &operator()(const index<N> &) const;
    array_view section(const index<N> &, const ::extent<N> &) const { return *this; }
    array_view section(const index<N> &) const { return *this; }
    void synchronize() const {}
    void refresh() const {}
    void discard_data() const {}
    T *data() const { return 0; }
    void copy_to(const array_view &) const {}
    void copy_to(array<T, N> &) const {}
};

/* array<T, N>: data that lives on the device. */
template <class T, int N> struct array {
    const ::extent<N> extent;
    template <class... A> array(A &&...) {}
    T &operator[](const index<N> &) const;
    typename element_or_row<T, N>::type operator[](int) const;
    template <class... I> T &operator()(int i0, I... rest) const;
    void copy_to(array &) const {}
    void copy_to(const array_view<T, N> &) const {}
    T *data() const { return 0; }
};

/* parallel_for_each(domain, kernel): the kernel must take the domain's index
 * (index<N>, or tiled_index for a tiled domain). */
template <class T> T ampcc_declval();
template <int N, class K> void parallel_for_each(const extent<N> &, const K &kernel)
{
    static_assert(sizeof(decltype(kernel(ampcc_declval<index<N>>())) *) > 0, "");
}
template <int T0, int T1, int T2, class K>
void parallel_for_each(const tiled_extent<T0, T1, T2> &, const K &kernel)
{
    static_assert(sizeof(decltype(kernel(ampcc_declval<tiled_index<T0, T1, T2>>())) *) > 0, "");
}

/* The atomics of amp code (on int and unsigned). */
template <class T> T atomic_fetch_add(T *p, T v) { T old = *p; *p += v; return old; }
template <class T> T atomic_fetch_sub(T *p, T v) { T old = *p; *p -= v; return old; }
template <class T> T atomic_fetch_and(T *p, T v) { T old = *p; *p &= v; return old; }
template <class T> T atomic_fetch_or(T *p, T v) { T old = *p; *p |= v; return old; }
template <class T> T atomic_fetch_xor(T *p, T v) { T old = *p; *p ^= v; return old; }
template <class T> T atomic_fetch_max(T *p, T v) { T old = *p; if (v > *p) *p = v; return old; }
template <class T> T atomic_fetch_min(T *p, T v) { T old = *p; if (v < *p) *p = v; return old; }
template <class T> T atomic_fetch_inc(T *p) { return (*p)++; }
template <class T> T atomic_fetch_dec(T *p) { return (*p)--; }
template <class T> T atomic_exchange(T *p, T v) { T old = *p; *p = v; return old; }
template <class T> bool atomic_compare_exchange(T *p, T *expected, T v)
{
    if (*p == *expected) { *p = v; return true; }
    *expected = *p;
    return false;
}

#endif
