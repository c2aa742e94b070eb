/* C++ AMP's getters are AMP C's data members (LANGUAGE.md section 10): a
 * ported acc.get_default_view() gets a note that names the member to write. */
int main(void)
{
    float d[4];
    array_view<float, 1> v(4, d);
    accelerator acc;
    accelerator_view av = acc.get_default_view(); // expected-error {{no member function 'get_default_view' in 'accelerator'}} expected-note {{its get_default_view() is the data member 'default_view' in AMP C: write .default_view without parentheses}}
    extent<1> e = v.get_extent(); // expected-error {{no member function 'get_extent' in an array_view}} expected-note {{the data member 'extent' in AMP C}}
    int emulated = acc.get_is_emulated(); // expected-error {{no member function 'get_is_emulated' in 'accelerator'}} expected-note {{the data member 'is_emulated' in AMP C}}
    int none = acc.get_nothing(); // expected-error {{no member function 'get_nothing' in 'accelerator'}}
    return emulated + none + e[0] + (int)av.queuing_mode;
}
