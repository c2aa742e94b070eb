/* Members the runtime computes (a.accelerator_view, its associated view,
 * acc.default_view) are values, not places to store: assigning one is a
 * located error here, not a host compiler error in the generated C. */
void f(array<float, 1> *a, accelerator acc)
{
    a->accelerator_view = acc.default_view; // expected-error {{cannot apply '=' to '.accelerator_view' of 'array<float, 1>': it is read-only}}
    a->associated_accelerator_view = acc.default_view; // expected-error {{cannot apply '=' to '.associated_accelerator_view' of 'array<float, 1>': it is read-only}}
    acc.default_view = a->accelerator_view; // expected-error {{cannot apply '=' to '.default_view' of 'accelerator': it is read-only}}
}
