/* read_file: a whole file into memory, in C99. */
#include "read_file.h"

#include <stdio.h>
#include <stdlib.h>

unsigned char* read_file(const char* path, size_t* size) {
  FILE* file = fopen(path, "rb");
  unsigned char* bytes = NULL;
  long length;
  if (file == NULL) return NULL;
  if (fseek(file, 0, SEEK_END) == 0 && (length = ftell(file)) > 0 && fseek(file, 0, SEEK_SET) == 0) {
    bytes = (unsigned char*)malloc((size_t)length);
    if (bytes != NULL && fread(bytes, 1, (size_t)length, file) == (size_t)length) {
      *size = (size_t)length;
    } else {
      free(bytes);
      bytes = NULL;
    }
  }
  fclose(file);
  return bytes;
}
