// a[i] and a(i) of a rank-N array (N > 1) are rank N-1 array_views, which cpu
// code may use; of a rank-1 array they are elements, which it may not.
int f(void) {
    array<int, 1> a(8);
    array_view<int, 1> w = a[0]; // expected-error {{elements of array 'a' cannot be accessed by cpu code}} expected-error {{cannot initialize a variable of type 'array_view<int, 1>' with a value of type 'int'}}
    array<int, 2> b(4, 4);
    int x = b[1]; // expected-error {{cannot initialize a variable of type 'int' with a value of type 'array_view<int, 1>'}}
    array_view<int, 2> y = b(1); // expected-error {{cannot initialize a variable of type 'array_view<int, 2>' with a value of type 'array_view<int, 1>'}}
    return b(1, 2, 3); // expected-error {{elements of array 'b' cannot be accessed by cpu code}} expected-error {{'array<int, 2>' needs 2 subscripts in an element access, but 3 were given}}
}
