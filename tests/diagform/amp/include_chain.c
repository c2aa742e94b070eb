/* An AMP error in a header two includes deep: the include chain, then the
 * function it is in. */
#include "include/outer.h"

int main(void)
{
    int data[8] = {0};
    run(data, 8);
    return data[0];
}
