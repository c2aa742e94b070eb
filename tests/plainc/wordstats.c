/* wordstats - prints statistics of the word lengths of standard input. */
#include <stdio.h>

#include "config.h"
#include "stats.h"
#include "text.h"

int main(void)
{
    struct vec lengths;
    vec_init(&lengths);
    char line[4096];
    int words = 0;
    while (fgets(line, sizeof line, stdin))
        words += word_lengths(line, &lengths);
    struct summary s;
    if (summarize(&lengths, &s) != 0) {
        printf("wordstats %s: no words\n", PLAINC_VERSION);
        return 0;
    }
    printf("wordstats %s: %d words, mean length %.2f, median %.1f, longest %d\n",
           PLAINC_VERSION, words, s.mean, s.median, s.max);
    vec_free(&lengths);
    return 0;
}
