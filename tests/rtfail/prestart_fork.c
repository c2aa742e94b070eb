/* A process forked after the OpenCL start-up thread (runtime/prestart.c)
 * started the driver cannot use an OpenCL device (the driver's threads stay
 * in the parent): the child's first use fails, naming AMPCC_PRESTART=0, where
 * it would otherwise wait forever. The parent passes the child's status on. */
// EXPECT-STDERR: AMPCC_PRESTART=0
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

int main(void)
{
    int data[4] = {1, 2, 3, 4};
    pid_t pid = fork();
    if (pid == 0) {
        array_view<int, 1> v(4, data);
        parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { /* FAILS-HERE */
            v[i] *= 2;
        });
        printf("result: %d\n", v[0]);
        return 0;
    }
    int status = 0;
    waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 99;
}
