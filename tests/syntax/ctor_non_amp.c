typedef struct point { int x, y; } point;

int main(void)
{
    int n(3);
    point p(1, 2);
    extent<1> e(n);
    return p.x + e[0];
}
