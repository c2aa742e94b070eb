/* tests/fuzz/fake_ampcc.c: a stand-in for ampcc that tests fuzz/run.sh itself
 * (tests/suites/fuzz.sh), built with afl-clang-fast like the real fuzz build.
 * It reads its input (the last argument) and writes an empty file for -o, so
 * the validity oracle sees an accepted input that compiles. A planted fault
 * makes it fail the way a compiler bug would, on inputs a mutation reaches
 * within seconds: with FAKE_AMPCC_FAULTS set, an input holding the byte 0xff
 * aborts (a crash) and one holding 0xfe never ends (a hang). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void write_empty_output(int argc, char **argv)
{
    for (int i = 1; i + 1 < argc; i++) {
        if (strcmp(argv[i], "-o") != 0)
            continue;
        FILE *f = fopen(argv[i + 1], "w");
        if (f)
            fclose(f);
    }
}

/* Aborts or loops forever on the planted bytes (a branch each, so AFL++'s
 * coverage tells the two faults apart and keeps one input of each). */
static void planted_fault(int c)
{
    if (c == 0xff)
        abort();
    if (c == 0xfe)
        for (;;)
            pause();
}

int main(int argc, char **argv)
{
    if (argc < 2)
        return 2;
    FILE *in = fopen(argv[argc - 1], "rb");
    if (!in)
        return 1;
    int faults = getenv("FAKE_AMPCC_FAULTS") != NULL;
    int c;
    while ((c = getc(in)) != EOF)
        if (faults)
            planted_fault(c);
    fclose(in);
    write_empty_output(argc, argv);
    return 0;
}
