/* The layout of dxil_spirv_c.h as this compiler lays it out: every struct's size and alignment,
 * every member's offset and size, every enumerator's value (abi_layout_members.h lists them).
 * abi_layout_test.cpp compares it with abi_layout.expected, the same table printed by this file
 * compiled against dxil-spirv's own header. */
#ifndef UNTANGLE_TESTS_ABI_LAYOUT_H
#define UNTANGLE_TESTS_ABI_LAYOUT_H

#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Writes the table, one line per struct, member and enumerator. */
void abi_layout_print(FILE* out);

#ifdef __cplusplus
}
#endif
#endif
