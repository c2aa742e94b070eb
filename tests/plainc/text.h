/* text.h - splitting text into words. */
#ifndef PLAINC_TEXT_H
#define PLAINC_TEXT_H

#include "vec.h"

/* Appends the length of every word (run of letters and digits) of s to lengths;
 * returns the number of words. */
int word_lengths(const char *s, struct vec *lengths);

/* The text after the first ':' of s, or s itself when it has none. */
const char *after_colon(const char *s);

#endif
