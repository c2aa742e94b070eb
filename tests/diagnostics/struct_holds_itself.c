/* A struct member of incomplete type, the struct itself among them: gcc's
 * errors. Fuzz run 10 found `struct point { struct point p[3]; }` in a file
 * with an array_view of it: ampcc's type walks recursed forever (SIGSEGV). */
struct point { int id; struct point p[3]; }; // expected-error {{array type has incomplete element type 'struct point'}}
struct self { struct self s; }; // expected-error {{field 's' has incomplete type}}
struct later;
struct holder { struct later l; }; // expected-error {{field 'l' has incomplete type}}

void g(struct point *q)
{
    array_view<struct point, 1> v(3, q);
}
