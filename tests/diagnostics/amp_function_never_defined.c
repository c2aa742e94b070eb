// A kernel's code is compiled from its own file (there is no device linker):
// an amp function it reaches, directly or through another amp function, must
// be defined there. Defined later in the file is fine. (Found by the fuzzer's
// validity oracle: the OpenCL C called an undeclared function.)
int square(int x) restrict(amp);          // expected-note {{'square' declared here; define it in this file}}
int cube(int x) restrict(cpu, amp);       // expected-note {{'cube' declared here; define it in this file}}
int twice(int x) restrict(amp);           // defined below the kernel
int not_called(int x) restrict(amp);      // declared only, used by no kernel: no error

static int helper(int x) restrict(amp)
{
    return cube(x) + 1;                   // expected-error {{amp function 'cube' is used in a kernel but never defined}}
}

int main(void)
{
    int d[4] = {0};
    array_view<int, 1> v(4, d);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i] = square(v[i]);              // expected-error {{amp function 'square' is used in a kernel but never defined}}
        v[i] += helper(v[i]) + twice(v[i]);
    });
    return d[0];
}

int twice(int x) restrict(amp)
{
    return 2 * x;
}
