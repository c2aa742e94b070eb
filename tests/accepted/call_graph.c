// A diamond of amp calls is not recursion; recursion in cpu code is fine.
int leaf(int x) restrict(amp) { return x + 1; }
int left(int x) restrict(amp) { return leaf(x) * 2; }
int right(int x) restrict(amp) { return leaf(x) * 3; }
int top(int x) restrict(amp) { return left(x) + right(x) + leaf(x); }
int walk(int n) { return n ? walk(n - 1) : 0; }
void run(int *data) {
    array_view<int, 1> v(8, data);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = top(v[i]); });
    v.synchronize();
    walk(3);
}
