/* Short vectors, norm and unorm with static storage (file scope, and static
 * in a function): C wants a constant initializer there, so the host C has a
 * brace list of the components (norm's clamp as a constant expression) where
 * a local has a helper call. By hand: norm(3) = 1; unorm_2(0.5, -2) = (0.5, 0);
 * float_4(1).w = 1; int_2(3, 4); counter's second call: calls.x = 2, plus
 * (int)(0.25 * norm(4) = 0.25) = 0, so 2. */
#include <stdio.h>
static norm g(3.0f);
static unorm_2 ug(0.5f, -2.0f);
float_4 f4(1.0f);
int_2 i2(3, 4);
static int counter(void) { static norm step(0.25f); static int_2 calls(0); calls.x++; return calls.x + (int)(step * norm(4)); }
int main(void)
{
    counter();
    printf("%g %g %g %g %d %d %d\n", (float)g, (float)ug.x, (float)ug.y, f4.w, i2.x, i2.y, counter());
    return 0;
}
