/* A beginner's mistake: a misspelt array name after a string comparison. */
#ifdef __AMPCC__
int ampcc_reads_this_file(int x) restrict(amp) { return x; }
#endif
int main(void)
{
    char name[10] = "bob";
    if (name == "bob")
        return 1;
    return name[0] + nme[1];
}
