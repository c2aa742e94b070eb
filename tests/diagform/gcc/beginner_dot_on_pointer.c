/* A beginner's mistake: NULL without <stddef.h>, '.' on a pointer to a struct. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
struct node {
    int value;
    struct node *next;
};
int length(struct node *n)
{
    int len = 0;
    while (n != NULL) {
        len++;
        n = n.next;
    }
    return len;
}
