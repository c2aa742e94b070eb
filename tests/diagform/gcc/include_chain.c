/* An error in a header two includes deep: the include chain. */
#include "include/outer.h"
int main(void) { return twice(1); }
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
