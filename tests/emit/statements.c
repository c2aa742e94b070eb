/* Statements and types in amp code: switch with a block case, do-while,
 * unions, typedef'd anonymous structs, enums as values, compound literals,
 * a bool capture (uchar in the kernel), multi-declarator for. */
typedef struct { float x, y; } pt;
union u { int i; float f; };
enum color { RED, GREEN = 5, BLUE };
int classify(int v) restrict(amp)
{
    switch (v % 3) {
    case 0:
        return RED;
    case 1: {
        int k = v;
        return k > 2 ? GREEN : BLUE;
    }
    default:
        break;
    }
    return -1;
}
void run(int *out)
{
    pt p0 = {1.5f, 2.5f};
    _Bool flag = 1;
    unsigned long big = 7ul;
    array_view<int, 1> v(8, out);
    v.discard_data();
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        int acc = 0, j = 0;
        do {
            acc += j;
            j++;
        } while (j < i[0]);
        union u w;
        w.i = 0;
        w.f = p0.x;
        enum color c = (enum color)classify(i[0]);
        pt q = (pt){p0.y, p0.x};
        acc += flag ? (int)q.x : 0;
        acc += (int)big + c + (w.i != 0) - -1;
        for (int a = 0, b = 1; a < 2; a++, b++)
            acc += b;
        v[i] = acc;
    });
    v.synchronize();
}
