// No pointer to an amp function, even in cpu code.
int dev(int x) restrict(amp) { return x; }
void *f(void) { return (void *)&dev; } // expected-error {{cannot take a pointer to amp function 'dev'}}
