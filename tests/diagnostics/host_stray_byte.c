// Bytes that start no token, in host code of a file that uses AMP (found by
// the fuzzer's validity oracle: the host C kept the byte, or the parser named
// it raw). gcc's words: "stray '\1' in program"; the byte is skipped and the
// rest is read on.
int main(void)
{
    int d[4] = {0};
    array_view<int, 1> v(4, d);
     int x = 1; // expected-error {{stray '\1' in program}}
    x = x + 2; @ // expected-error {{stray '@' in program}}
    parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
        v[i] = x;
    });
    return x; ` // expected-error {{stray '`' in program}}
}
