/* User names that are OpenCL C keywords, types or built-ins are renamed, and
 * so are names that look like generated ones (ampcc_*, *_meta). */
float dot(float a, float b) restrict(amp)
{
    return a * b;
}

void run(float *data, int n)
{
    float half = 0.5f;
    int local = 3;
    int kernel_meta = 1, ampcc_x = 2;
    array_view<float, 1> kernel(n, data);
    parallel_for_each(kernel.extent, [=](index<1> global) restrict(amp) {
        float length = dot(kernel[global], half);
        int float4 = local + kernel_meta + ampcc_x;
        kernel[global] = length + float4;
    });
}
