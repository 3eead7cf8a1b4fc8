/* A program that calls a 0.4 function (untangle_module_disassembly, symbol version
 * UNTANGLE_0.4), for the test api.symbol_versions: on this library it runs; on one that has
 * only UNTANGLE_0.3 (untangle_older_abi, this library's 0.3 node alone) the loader refuses to
 * start it, naming the missing version. Usage: newer_function_client SHADER.dxil */
#include <stdio.h>
#include <stdlib.h>

#include "untangle/untangle.h"

int main(int argc, char **argv) {
  FILE *file;
  unsigned char bytes[1 << 16];
  size_t size;
  untangle_module *module = NULL;
  size_t text_size;
  if (argc != 2 || (file = fopen(argv[1], "rb")) == NULL) return 2;
  size = fread(bytes, 1, sizeof bytes, file);
  fclose(file);
  if (untangle_module_create(bytes, size, &module, NULL) != UNTANGLE_OK) return 1;
  text_size = untangle_module_disassembly(module, NULL, 0);
  untangle_module_destroy(module);
  printf("newer_function_client: %zu bytes of disassembly\n", text_size);
  return text_size > 0 ? 0 : 1;
}
