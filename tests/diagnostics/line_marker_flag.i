// Issue 10 defect 15: gcc rejects a line marker with a flag other than 1-4
// in order; ampcc read it and copied it into the generated host C.
// expected-error@+1 {{invalid flag "7" in line directive}}
# 1 "marked.c" 7
int f(int x) restrict(amp) { return x; }
