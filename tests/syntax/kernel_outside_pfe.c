void run(void *k);

int main(void)
{
    int d[4] = {0};
    array_view<int, 1> v(4, d);
    run([=](index<1> i) restrict(amp) { v[i] = 1; });
    return 0;
}
