/* The cross build's test program, built for Windows and for Linux alike: it translates each
 * input through both libraries and writes what they return, so that tests/build/cross_check.sh
 * can compare the Windows build's bytes (run under Wine) with the Linux build's.
 *   untangle's C API (libuntangle): every entry point, default options, OUT/NAME.ENTRY.spv;
 *   dxil-spirv's interface (libdxil-spirv-c-shared): a module's only entry point, as a layer
 *   converts it with no remapping, OUT/NAME.dxil-spirv.spv.
 * A failure to translate is written too (NAME.ENTRY.error, the message), so that both builds
 * must refuse alike. Usage: translate_shaders OUT INPUT... ; exit 0 when every file was read
 * and written. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dxil_spirv_c.h"
#include "read_file.h"
#include "untangle/untangle.h"

static int write_file(const char* directory, const char* stem, const char* suffix, const void* data, size_t size) {
  char path[1024];
  FILE* file;
  size_t written;
  snprintf(path, sizeof path, "%s/%s%s", directory, stem, suffix);
  file = fopen(path, "wb");
  if (file == NULL) {
    fprintf(stderr, "translate_shaders: cannot write %s\n", path);
    return 1;
  }
  written = fwrite(data, 1, size, file);
  fclose(file);
  return written == size ? 0 : 1;
}

/* The file name without its folders: "cs_bits.dxbc" of "a/b/cs_bits.dxbc". */
static const char* base_name(const char* path) {
  const char* name = path;
  const char* at;
  for (at = path; *at != '\0'; ++at)
    if (*at == '/' || *at == '\\') name = at + 1;
  return name;
}

static int through_untangle(const char* out, const char* name, const unsigned char* bytes, size_t size) {
  untangle_module* module = NULL;
  untangle_error* error = NULL;
  untangle_diagnostic diagnostic;
  char stem[512];
  uint32_t index;
  int failures = 0;
  UNTANGLE_INIT_STRUCT(diagnostic);
  if (untangle_module_create(bytes, size, &module, &error) != UNTANGLE_OK) {
    untangle_error_get(error, &diagnostic);
    failures += write_file(out, name, ".error", diagnostic.message, strlen(diagnostic.message));
    untangle_error_destroy(error);
    return failures;
  }
  for (index = 0; index < untangle_module_entry_point_count(module); ++index) {
    untangle_entry_point entry;
    untangle_result* result = NULL;
    UNTANGLE_INIT_STRUCT(entry);
    if (untangle_module_entry_point(module, index, &entry) != UNTANGLE_OK) return failures + 1;
    snprintf(stem, sizeof stem, "%s.%s", name, entry.name);
    if (untangle_translate(module, entry.name, NULL, &result, &error) == UNTANGLE_OK) {
      size_t count = 0;
      const uint32_t* words = untangle_result_words(result, &count);
      failures += write_file(out, stem, ".spv", words, count * sizeof(uint32_t));
      untangle_result_destroy(result);
    } else {
      untangle_error_get(error, &diagnostic);
      failures += write_file(out, stem, ".error", diagnostic.message, strlen(diagnostic.message));
      untangle_error_destroy(error);
    }
  }
  untangle_module_destroy(module);
  return failures;
}

static int through_dxil_spirv(const char* out, const char* name, const unsigned char* bytes, size_t size) {
  dxil_spv_parsed_blob blob = NULL;
  dxil_spv_converter converter = NULL;
  dxil_spv_compiled_spirv compiled;
  char stem[512];
  int failures = 0;
  const char* outcome = "parse failed";
  snprintf(stem, sizeof stem, "%s.dxil-spirv", name);
  if (dxil_spv_parse_dxil_blob(bytes, size, &blob) == DXIL_SPV_SUCCESS) {
    outcome = "converter not created";
    if (dxil_spv_create_converter(blob, &converter) == DXIL_SPV_SUCCESS) {
      outcome = "run failed";
      if (dxil_spv_converter_run(converter) == DXIL_SPV_SUCCESS &&
          dxil_spv_converter_get_compiled_spirv(converter, &compiled) == DXIL_SPV_SUCCESS) {
        failures += write_file(out, stem, ".spv", compiled.data, compiled.size);
        outcome = NULL;
      }
      dxil_spv_converter_free(converter);
    }
    dxil_spv_parsed_blob_free(blob);
  }
  if (outcome != NULL) failures += write_file(out, stem, ".error", outcome, strlen(outcome));
  return failures;
}

int main(int argc, char** argv) {
  int failures = 0;
  int arg;
  if (argc < 3) {
    fprintf(stderr, "usage: translate_shaders OUT INPUT...\n");
    return 2;
  }
  for (arg = 2; arg < argc; ++arg) {
    size_t size = 0;
    unsigned char* bytes = read_file(argv[arg], &size);
    if (bytes == NULL) {
      fprintf(stderr, "translate_shaders: cannot read %s\n", argv[arg]);
      ++failures;
      continue;
    }
    failures += through_untangle(argv[1], base_name(argv[arg]), bytes, size);
    failures += through_dxil_spirv(argv[1], base_name(argv[arg]), bytes, size);
    free(bytes);
  }
  return failures == 0 ? 0 : 1;
}
