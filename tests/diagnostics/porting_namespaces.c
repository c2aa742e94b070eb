/* C++ AMP's qualified names: each is an error naming AMP C's spelling
 * (LANGUAGE.md section 10), and the program reads on as if it were written
 * that way: no error follows from the names themselves. */
static float root(float x) restrict(amp)
{
    return fast_math::sqrtf(x); // expected-error {{AMP C has no namespaces: C++ AMP's 'fast_math::sqrtf' is 'fast_math_sqrtf' in AMP C}}
}

int main(void)
{
    float d[4] = {1, 4, 9, 16};
    concurrency::array_view<float, 1> v(4, d); // expected-error {{C++ AMP's 'concurrency::array_view' is 'array_view' in AMP C}}
    parallel_for_each(v.extent, [=](Concurrency::index<1> i) restrict(amp) { // expected-error {{C++ AMP's 'Concurrency::index' is 'index' in AMP C}}
        v[i] = root(v[i]) + concurrency::precise_math::fabsf(-1.0f) // expected-error {{C++ AMP's 'concurrency::precise_math::fabsf' is 'fabsf' in AMP C}}
             + direct3d::mad(1.0f, 2.0f, 3.0f); // expected-error {{C++ AMP's 'direct3d::mad' is 'direct3d_mad' in AMP C}}
        graphics::float_4 f(1.0f); // expected-error {{C++ AMP's 'graphics::float_4' is 'float_4' in AMP C}}
        v[i] += f.x;
    });
    accelerator accs[4];
    int n = accelerator::get_all(accs, 4); // expected-error {{C++ AMP's 'accelerator::get_all' is 'accelerator_get_all' in AMP C}}
    v.synchronize();
    return n;
}
