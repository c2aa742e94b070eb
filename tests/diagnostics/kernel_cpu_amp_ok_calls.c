// A kernel is amp code even when the call it makes is to a cpu,amp function
// that itself calls a cpu-only function: that inner call is the error.
int host_log(int x) { return x; } // expected-note {{'host_log' declared here without restrict(amp)}}
int both(int x) restrict(cpu, amp) { return host_log(x); } // expected-error {{call to cpu function 'host_log' from amp code}}
void f(int *p) {
    array_view<int, 1> v(4, p);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = both(v[i]); });
}
