/* view_as to a rank above 3, and reinterpret_as of an array of rank above 3,
 * are not lowered in amp code yet (their OpenCL meta changes type with the
 * rank): a located error, not an OpenCL build failure. In cpu code both work
 * (tests/e2e/ranks_high_*). */
void f(array_view<int, 1> v, array<int, 4> *a) restrict(amp)
{
    int e4[4] = {1, 1, 1, 2};
    array_view<int, 4> w = v.view_as(extent<4>(e4)); // expected-error {{view_as to rank 4 in amp code is not supported yet}}
    array_view<float, 1> r = a->reinterpret_as<float>(); // expected-error {{reinterpret_as of an array of rank 4 in amp code is not supported yet}}
}
