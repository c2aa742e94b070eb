// Host code in a file that uses AMP: the fuzzer's validity oracle found inputs
// ampcc accepted and whose generated host C did not compile (docs/reliability.md
// "Fuzzing"). Each is now ampcc's own located error, in gcc's words.
static int one(void) { return 1; }

int main(void)
{
    int d[4] = {0};
    array_view<int, 1> v(4, d);
    extent<1> e(4);
    int x = 3;
    int n = *x; // expected-error {{invalid type argument of unary '*' (have 'int')}}
    n += 1g2; // expected-error {{invalid suffix "g2" on integer constant}}
    n += 0x1.0p; // expected-error {{exponent has no digits}}
    int *p = &one(); // expected-error {{lvalue required as unary '&' operand}}
    int *q = &(x + 2); // expected-error {{lvalue required as unary '&' operand}}
    const extent<1> *pe = &v.extent; // expected-error {{lvalue required as unary '&' operand}}
    const int *ps = &e.size(); // expected-error {{lvalue required as unary '&' operand}}
    n += x.size; // expected-error {{request for member 'size' in something not a structure or union}}
    n += p->size; // expected-error {{request for member 'size' in something not a structure or union}}
    n += x->size; // expected-error {{invalid type argument of '->' (have 'int')}}
    n += ~1.5; // expected-error {{wrong type argument to bit-complement}}
    int *ok = &e[0]; // an extent's coordinate is an object
    accelerator acc;
    accelerator_view av = acc.default_view;
    parallel_for_each(av + av, v.extent, [=](index<1> i) restrict(amp) { v[i] = 0; }); // expected-error {{invalid operands to binary + (have 'accelerator_view' and 'accelerator_view')}}
    n += av == av; // accelerator_views compare
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i] = i[0];
    });
    return n + *q + *ps + (*pe)[0] + *ok;
}
