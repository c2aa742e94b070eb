/* driver.h - the `ampcc` command: a drop-in for cc (LANGUAGE.md section 9).
 * It parses the command line, runs the host preprocessor, the front end and the
 * emitters on each AMP C file, hands plain C files and everything else to the
 * host compiler, and links with the runtime. */
#ifndef AMPCC_DRIVER_H
#define AMPCC_DRIVER_H

/* Runs one ampcc command; returns the process exit status. */
int driver_main(int argc, char **argv);

#endif
