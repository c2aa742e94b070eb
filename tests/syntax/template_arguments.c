int main(void)
{
    int d[4] = {0};
    array_view<2, int> v(4, d);
    tiled_extent<2, 2, 2, 2> t;
    extent<1, 2> e(4);
    index<2> i(1, 2);
    return 0;
}
