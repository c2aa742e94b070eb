/* tile_static declared in a for statement's initialiser, in a kernel and in an
 * amp function: hoisted like any other, never redeclared as a private copy. */
#include <stdio.h>
static int first_count(tiled_index<4> t) restrict(amp)
{
    int r = 0;
    for (tile_static int n, m; r < 1; r++) {
        if (t.local[0] == 0) { n = 10; m = 5; }
        t.barrier.wait();
        r = n + m;
    }
    return r;
}
int main(void) {
  int d[8] = {0};
  array_view<int, 1> v(8, d);
  parallel_for_each(v.extent.tile<4>(), [=](tiled_index<4> idx) restrict(amp) {
    int k = 0;
    for (tile_static int i; k < 1; k++) {
      if (idx.local[0] == 0) i = 7 + idx.tile[0];
      idx.barrier.wait();
      v[idx.global] = i * 100 + first_count(idx);
    }
  });
  for (int i = 0; i < 8; i++) printf("%d ", v[i]);
  printf("\n");
}
