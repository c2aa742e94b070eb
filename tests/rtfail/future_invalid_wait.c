/* wait() on a completion_future declared without a value (valid() is false). */
// EXPECT-STDERR: wait\(\) on a completion_future that holds no work
#include <stdio.h>

int main(void)
{
    array<int, 1> a(extent<1>(4));   /* nothing waits for its copy */
    completion_future f;
    (void)a;
    f.wait(); /* FAILS-HERE */
    printf("result: waited\n");
    return 0;
}
