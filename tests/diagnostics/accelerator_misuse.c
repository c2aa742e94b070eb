// accelerator (LANGUAGE.md section 10): constructed from nothing (the
// default device) or a device path.
int main(void)
{
    accelerator a("cpu:0", 2); // expected-error {{cannot construct accelerator 'a' from these arguments}}
    accelerator b(5);          // expected-error {{cannot construct accelerator 'b' from these arguments}}
    accelerator all[4];
    int n = accelerator_get_all(all); // expected-error {{too few arguments to function 'accelerator_get_all'}}
    if (all[0] == 3) // expected-error {{invalid operands to '==': 'accelerator' and 'int'}}
        n++;
    return n + accelerator_set_default("cpu:0", 1); // expected-error {{too many arguments to function 'accelerator_set_default'}}
}
