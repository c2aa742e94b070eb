// Issue 10 defect 15: a line marker whose file name is not closed.
// expected-warning@+2 {{missing terminating " character}}
// expected-error@+1 {{""marked.c" is not a valid filename}}
# 1 "marked.c
int f(int x) restrict(amp) { return x; }
