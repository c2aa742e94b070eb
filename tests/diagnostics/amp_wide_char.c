// wchar_t is not allowed in amp code, not even as a literal; a plain 'a' is an int.
int f(int x) restrict(amp) {
    int plain = 'a';
    return x + plain + L'b'; // expected-error {{wide character literal L'b' is not allowed in amp code}}
}
