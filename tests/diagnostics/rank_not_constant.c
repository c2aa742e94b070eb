// The rank is an integer constant expression.
void f(int n) {
    index<n> i; // expected-error {{the rank of index must be an integer constant expression}}
}
