/* @+N and @-N move the expected line; several directives share a line. */
// expected-error@+2 {{calls itself}}
int down(int n) restrict(amp) {
    return n ? down(n - 1) : 0;
}

int once(int x) restrict(amp) {
    goto out;
out:
    return x;
}
// expected-error@-4 {{goto is not allowed in amp code}} expected-error@-3 {{label 'out' is not allowed}}
