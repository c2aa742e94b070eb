/* Unary operators C++ AMP does not define on its classes (found by fuzz run
 * 11's validity oracle: `!idx;` was accepted and its OpenCL C did not
 * compile). Short vectors and norm keep theirs (tests/e2e). */
void f(int *p, float x)
{
    array_view<int, 1> v(4, p);
    extent<1> e(4);
    parallel_for_each(v.extent, [=](index<1> idx) restrict(amp) {
        int a = !idx;   // expected-error {{invalid operand to unary operator: 'index<1>'}}
        int b = *idx;   // expected-error {{invalid operand to unary operator: 'index<1>'}}
        int c = !v;     // expected-error {{invalid operand to unary operator: 'array_view<int, 1>'}}
        int d = !e;     // expected-error {{invalid operand to unary operator: 'extent<1>'}}
        !idx;           // expected-error {{invalid operand to unary operator: 'index<1>'}}
        v[idx] = a + b + c + d + !x;
    });
    int h = !e + !v; // expected-error {{invalid operand to unary operator: 'extent<1>'}} expected-error {{invalid operand to unary operator: 'array_view<int, 1>'}}
    (void)h;
}
