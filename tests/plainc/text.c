/* text.c - words and fields. Uses glibc's index(), a name AMP C must leave alone. */
#include "text.h"

#include <ctype.h>
#include <strings.h>

int word_lengths(const char *s, struct vec *lengths)
{
    int words = 0;
    while (*s) {
        while (*s && !isalnum((unsigned char)*s))
            s++;
        const char *start = s;
        while (*s && isalnum((unsigned char)*s))
            s++;
        if (s > start) {
            vec_push(lengths, (int)(s - start));
            words++;
        }
    }
    return words;
}

const char *after_colon(const char *s)
{
    const char *colon = index(s, ':');
    return colon ? colon + 1 : s;
}
