struct node { int value; int *next; }; // expected-note {{member 'next' declared here}}
void f(void) {
    array<struct node, 1> a(16); // expected-error {{'struct node' cannot be used in amp code: member 'next' is a pointer}}
}
