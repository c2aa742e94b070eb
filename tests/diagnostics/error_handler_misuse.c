// The runtime library's error functions are cpu functions with prototypes
// (LANGUAGE.md section 10).
static void on_error(const amp_error *e, void *arg) { }

int main(void)
{
    int data[2] = {0, 0};
    amp_set_error_handler(on_error); // expected-error {{too few arguments to function 'amp_set_error_handler'}}
    amp_clear_error(1); // expected-error {{too many arguments to function 'amp_clear_error'}}
    array_view<int, 1> v(2, data);
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        amp_clear_error(); // expected-error {{call to cpu function 'amp_clear_error' from amp code}}
        v[i] = amp_last_error() != 0; // expected-error {{call to cpu function 'amp_last_error' from amp code}}
    });
    return 0;
}
