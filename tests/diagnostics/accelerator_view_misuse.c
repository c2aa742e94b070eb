// accelerator_view (LANGUAGE.md section 10): its members, parallel_for_each
// on a view, arrays on a view, staging arrays. Each misuse has its message.
int main(void)
{
    accelerator acc, host("host");
    accelerator_view av = acc.default_view;
    accelerator_view bad = acc.create_view(queuing_mode_immediate, 1); // expected-error {{'create_view()' takes 1 argument, but 2 were given}}
    accelerator_view worse = acc.create_view("immediate"); // expected-error {{takes a queuing_mode (queuing_mode_automatic or queuing_mode_immediate), not 'char *'}}
    accelerator_view v2 = acc.default_view(); // expected-error {{'default_view' is a data member of 'accelerator', not a member function; write .default_view without parentheses}}
    av.wait(1);              // expected-error {{'wait()' takes 0 arguments, but 1 was given}}
    av.finish();             // expected-error {{no member function 'finish' in 'accelerator_view'}}
    int m = av.create_marker; // expected-error {{'create_marker' is a member function of 'accelerator_view'; call it: .create_marker(...)}}
    completion_future f = av.create_marker();
    f.flush();               // expected-error {{no member function 'flush' in 'completion_future'}}
    if (av == acc)           // expected-error {{invalid operands to '==': 'accelerator_view' and 'accelerator'}}
        m++;
    int data[4] = {0};
    array_view<int, 1> v(4, data);
    parallel_for_each(acc, v.extent, [=](index<1> i) restrict(amp) { v[i] = 1; }); // expected-error {{the first of parallel_for_each's three arguments must be an accelerator_view (such as acc.default_view), not 'accelerator'}}
    array<int, 1> on_av(4, data, av);
    array<int, 1> staging(4, host.default_view, av);
    staging[0] = 1;
    int *p = staging.data();
    on_av[0] = 2;            // expected-error {{elements of array 'on_av' cannot be accessed by cpu code}}
    int *q = on_av.data();   // expected-error {{data() of array 'on_av' cannot be used by cpu code}}
    array<int, 1> three(4, data, av, av, av); // expected-error {{cannot construct array<int, 1> 'three' from these 5 arguments}}
    return m + p[0] + q[0] + (bad == worse) + (v2 == av);
}
