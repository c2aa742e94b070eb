// parallel_for_each(av, DOMAIN, KERNEL): with a view first, the kernel block
// is the third argument; four arguments are too many.
void f(accelerator_view av, int *data)
{
    array_view<int, 1> v(4, data);
    parallel_for_each(av, v.extent, v.extent); // expected-error {{the third argument of parallel_for_each must be a kernel block}}
    parallel_for_each(av, av, v.extent, [=](index<1> i) restrict(amp) { v[i] = 1; }); // expected-error {{parallel_for_each takes 2 arguments (a domain and a kernel block) or 3 (an accelerator_view, a domain and a kernel block), not 4}} expected-error {{a kernel block can only be the second argument of parallel_for_each (the third after an accelerator_view)}}
}
