// verify-fails-with: no expected directives found
/* A file without directives is an error in -verify mode (as in clang). */
int f(int x) { return x; }
