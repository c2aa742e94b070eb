/* An undeclared name close to a visible one, after a tab: did you mean,
 * the replacing fix-it, display columns. */
int f(int count)
{
	return cuont;
}
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
