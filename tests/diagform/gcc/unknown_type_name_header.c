/* A type of the C library used without its header: gcc's "unknown type
 * name" and its note naming the header, with the #include as a fix-it after
 * the file's last #include before the use (or at its top). */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
#include <ctype.h>

size_t count;
int f(void)
{
    uint32_t k = 1;
    FILE *out;
    return (int)k + isdigit('1');
}
