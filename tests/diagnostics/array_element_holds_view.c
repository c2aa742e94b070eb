// Issue 10 defect 8: the element type of an array or array_view holds no
// array_view or array, at any depth.
struct cell { int n; struct { array_view<int, 1> link; } inner; }; // expected-note 2 {{member 'link' declared here}}
struct plain { int n; float x; };

int main(void)
{
    array<struct cell, 1> a(4);          // expected-error {{array element type 'struct cell' is not supported: it holds an array_view or array}}
    struct cell cells[4];
    array_view<struct cell, 1> w(4, cells); // expected-error {{array_view element type 'struct cell' is not supported: it holds an array_view or array}}
    array<struct plain, 1> fine(4);
    return 0;
}
