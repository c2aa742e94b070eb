/* The largest line number C allows, then more lines: the counter must not
 * overflow (it stays at INT_MAX), and the error is still located. The file
 * uses AMP C, so ampcc's own front end reads it (plain C goes to cc as is). */
int uses_amp(int a) restrict(amp) { return a; }
#line 2147483647
int first_line_is_fine;

int x = ;
