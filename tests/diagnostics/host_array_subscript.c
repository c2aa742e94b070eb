// Elements of an array live on the device: cpu code cannot touch them.
int f(void) {
    array<int, 1> a(8);
    return a[3]; // expected-error {{elements of array 'a' cannot be accessed by cpu code; copy them to host memory with a.copy_to(...)}}
}
