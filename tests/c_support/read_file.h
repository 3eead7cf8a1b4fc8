/* What the suite's C programs (tests/api's ABI clients, tests/build's translate_shaders) share. */
#ifndef UNTANGLE_TESTS_READ_FILE_H
#define UNTANGLE_TESTS_READ_FILE_H

#include <stddef.h>

/* The bytes of the file at `path` (malloc'd, *size set), or NULL when it cannot be read or is empty. */
unsigned char* read_file(const char* path, size_t* size);

#endif
