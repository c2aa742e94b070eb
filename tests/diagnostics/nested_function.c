// A GNU C nested function in a file with AMP code: gcc accepts it, ampcc
// cannot lower it, so it says so (where it was a syntax error). When another
// error is reported (a missing '}' makes the next function nested) this one
// is not added: diagform/gcc/missing_brace_before_function.
int f(int x)
{
    int twice(int y) { return 2 * y; } // expected-error {{a function defined inside a function (a GNU C nested function): ampcc does not support them}}
    return twice(x);
}

int g(int x) restrict(amp) { return x; }
