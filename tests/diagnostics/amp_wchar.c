typedef int wchar_t;
void f(int x) restrict(amp) {
    wchar_t w = x; // expected-error {{type 'wchar_t' is not allowed in amp code}}
}
