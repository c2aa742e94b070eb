/* Columns in the user's line where the preprocessor collapses blanks and
 * drops a comment. */
int f(int a)
{
    return a  +  /* a comment */   zz   ;
}
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
