/* gcc names the standard header of an undeclared object or macro (NULL,
 * EOF, INT_MAX, errno, ...): the #include once a header, at the top with its
 * fix-it, and later names of the same header at their use. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int f(void)
{
    return stdin + stderr + EXIT_FAILURE + SHRT_MAX + ULONG_MAX + USHRT_MAX + SCHAR_MIN + LONG_MIN + ULLONG_MAX;
}
int g(void)
{
    return NULL + EOF + INT_MAX + EXIT_SUCCESS + errno + stdout + CHAR_BIT + UINT_MAX + LLONG_MAX;
}
