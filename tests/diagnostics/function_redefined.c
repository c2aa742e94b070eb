/* A function defined twice is gcc's "redefinition of 'g'" at the second
 * name, with a note at the first. For an amp-only function the host
 * compiler never sees either body, so ampcc says it (before, two amp
 * definitions were accepted and the first one silently lowered). */
int twice(int x) restrict(amp) // expected-note {{previous definition of 'twice' with type 'int(int)'}}
{
    return x;
}
int twice(int x) restrict(amp) // expected-error {{redefinition of 'twice'}}
{
    return x + 1;
}

float on_cpu(float *p) // expected-note {{previous definition of 'on_cpu' with type 'float(float *)'}}
{
    return p[0];
}
float on_cpu(float *p) // expected-error {{redefinition of 'on_cpu'}}
{
    return p[1];
}

void uses(int *d)
{
    array_view<int, 1> v(4, d);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = twice(i[0]); });
}
