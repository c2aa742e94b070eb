int f(int x) restrict(gpu) { return x; }
int g(int x) restrict(amp, amp) { return x; }
int h(int x) restrict(cpu, amp, direct3d);
