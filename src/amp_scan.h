/* amp_scan.h - does a C source file need ampcc's front end at all?
 *
 * A textual look, before any preprocessing, at the file and at every header it
 * includes from the user's own directories (its folder, -I, -iquote, -isystem,
 * -idirafter, and -include files) for an AMP construct: an AMP type name with
 * a template argument list, restrict(...), tile_static, parallel_for_each
 * (the same tests as the lexer's, contextual.h). System headers hold none.
 * When nothing is found the file is plain C, and the driver hands it to cc as
 * it is, without running cc -E first: `make CC=ampcc` on a plain C project
 * costs what `make CC=cc` costs. The answer errs only towards "maybe": text in
 * comments counts, and so does a file it cannot read, or an #include of a
 * macro that a scanned file or a -D defines (one defined nowhere cannot be
 * taken); such files take the full path (cc -E, then the lexer decides). */
#ifndef AMPCC_AMP_SCAN_H
#define AMPCC_AMP_SCAN_H

#include <stdbool.h>

#include "arena.h"

/* dirs: the user's include directories (const char *), in any order;
 * forced: -include / -imacros files (const char *); defines: the names
 * -D defines (const char *, the name only). *names_ampcc: whether a scanned
 * text holds "ampcc" or "AMPCC" (ampcc's own headers, the runtime's
 * functions, __AMPCC__): a file that holds neither cannot call the runtime
 * (the driver then links it in one cc command, see driver.c). */
bool source_may_use_amp(const char *path, const PtrVec *dirs, const PtrVec *forced, const PtrVec *defines,
                        bool *names_ampcc);

#endif
