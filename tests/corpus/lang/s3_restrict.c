/* LANGUAGE.md section 3: restriction specifiers on functions. */
int square(int x) restrict(amp);
int square(int x) restrict(amp) { return x * x; }
float twice(float x) restrict(cpu, amp) { return 2.0f * x; }
float thrice(float x) restrict(amp, cpu) { return 3.0f * x; }
int host_only(int x) restrict(cpu) { return x + 1; }

int main(void)
{
    int data[8] = {0};
    array_view<int, 1> v(8, data);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i] = square(i[0]) + (int)twice(1.0f) + (int)thrice(1.0f);
    });
    v.synchronize();
    return host_only(data[7]) + (int)twice(2.0f);
}
