/* The OpenCL start-up thread (runtime/prestart.c) and fork: a program that
 * forks before any use of the runtime and runs its kernel in the parent only.
 * The child, which only prints, is unaffected; the parent's first kernel
 * takes the thread's context. Values by hand: 2, 4, 6, 8. */
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

int main(void)
{
    int data[4] = {1, 2, 3, 4};
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        printf("child: no device used\n");
        return 0;
    }
    waitpid(pid, NULL, 0);
    array_view<int, 1> v(4, data);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] *= 2; });
    printf("parent: %d %d %d %d\n", v[0], v[1], v[2], v[3]);
    return 0;
}
