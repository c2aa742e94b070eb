int f(int x) restrict(amp) {
    if (x) goto done; // expected-error {{goto is not allowed in amp code}}
    x = 1;
done: // expected-error {{label 'done' is not allowed in amp code}}
    return x;
}
