// restrict(cpu, amp) functions are amp code too: no recursion.
int fib(int n) restrict(cpu, amp) { return n < 2 ? n : fib(n - 1) + fib(n - 2); } // expected-error {{'fib' calls itself}}
