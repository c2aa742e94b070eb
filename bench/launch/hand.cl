/* Nothing: the benchmark measures what a launch costs. */
__kernel void empty(void)
{
}
