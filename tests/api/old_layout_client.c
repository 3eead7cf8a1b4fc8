/* A program built against untangle 0.3's header (old_header/untangle_0_3.h), run on this
 * library: every struct it passes has 0.3's size, every callback struct it gets is the
 * library's (larger), and each field it knows must come back filled as 0.3 filled it. The
 * test api.old_layout_client runs it: exit 0 when every check holds, else 1 with a line each.
 * Usage: old_layout_client SHADERS_DIR */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "read_file.h"
#include "untangle_0_3.h"

static int failures = 0;

#define CHECK(condition)                                                 \
  do {                                                                   \
    if (!(condition)) {                                                  \
      fprintf(stderr, "old_layout_client:%d: %s\n", __LINE__, #condition); \
      ++failures;                                                        \
    }                                                                    \
  } while (0)

static untangle_module *parse(const char *directory, const char *name) {
  size_t size = 0;
  char path[1024];
  unsigned char *bytes;
  snprintf(path, sizeof path, "%s/%s", directory, name);
  bytes = read_file(path, &size);
  untangle_module *module = NULL;
  if (bytes == NULL) {
    fprintf(stderr, "old_layout_client: cannot read %s/%s\n", directory, name);
    ++failures;
    return NULL;
  }
  CHECK(untangle_module_create(bytes, size, &module, NULL) == UNTANGLE_OK);
  free(bytes);
  return module;
}

/* The remapper sees the library's untangle_binding (its struct_size says so, at least 0.3's)
 * and writes only 0.3's fields: every range moves to set 7. */
static int move_to_set_7(void *user_data, const untangle_binding_request *request, untangle_binding *binding) {
  int *calls = (int *)user_data;
  ++*calls;
  CHECK(request->struct_size >= sizeof *request);
  CHECK(request->resource != NULL && request->resource->struct_size >= sizeof *request->resource);
  CHECK(binding->struct_size >= sizeof *binding);
  binding->set = 7;
  return 0;
}

static void check_vertex_shader(const char *shaders) {
  untangle_module *module = parse(shaders, "vertex/vs_inputs.vs_main.dxil");
  untangle_entry_point entry;
  untangle_signature_element element;
  if (module == NULL) return;
  UNTANGLE_INIT_STRUCT(entry);
  CHECK(untangle_module_entry_point(module, 0, &entry) == UNTANGLE_OK);
  CHECK(entry.struct_size == sizeof entry);
  CHECK(strcmp(entry.name, "vs_main") == 0);
  CHECK(entry.stage == UNTANGLE_STAGE_VERTEX);
  CHECK(entry.shader_model_major == 6);
  CHECK(entry.input_count == 5 && entry.output_count == 4 && entry.patch_constant_count == 0);
  UNTANGLE_INIT_STRUCT(element);
  CHECK(untangle_module_signature_element(module, 0, UNTANGLE_SIGNATURE_INPUT, 1, &element) == UNTANGLE_OK);
  CHECK(element.struct_size == sizeof element);
  CHECK(strcmp(element.semantic_name, "TEXCOORD") == 0);
  CHECK(element.rows == 4 && element.columns == 4 && element.start_row == 1 && element.location == 1);
  untangle_module_destroy(module);
}

static void check_translation(const char *shaders) {
  untangle_module *module = parse(shaders, "resources/res_counters.dxil");
  untangle_translate_options options;
  untangle_result *result = NULL;
  untangle_error *error = NULL;
  untangle_diagnostic diagnostic;
  untangle_resource resource;
  untangle_binding binding;
  untangle_bound_resource placement;
  size_t word_count = 0;
  int calls = 0;
  if (module == NULL) return;

  UNTANGLE_INIT_STRUCT(resource);
  CHECK(untangle_module_resource(module, 0, &resource) == UNTANGLE_OK);
  CHECK(resource.struct_size == sizeof resource);
  CHECK(resource.resource_class == UNTANGLE_CLASS_UAV && resource.has_counter == 1);

  untangle_translate_options_init(&options); /* 0.3's: options version 4 */
  CHECK(options.options_version == 4);
  options.remapper = move_to_set_7;
  options.remapper_user_data = &calls;
  CHECK(untangle_translate(module, NULL, &options, &result, NULL) == UNTANGLE_OK);
  CHECK(calls >= 2); /* the UAV and its counter */
  CHECK(untangle_result_words(result, &word_count) != NULL && word_count > 5);
  UNTANGLE_INIT_STRUCT(resource);
  UNTANGLE_INIT_STRUCT(binding);
  UNTANGLE_INIT_STRUCT(placement);
  CHECK(untangle_result_resource(result, 0, &resource, &binding, &placement) == UNTANGLE_OK);
  CHECK(resource.struct_size == sizeof resource && binding.struct_size == sizeof binding &&
        placement.struct_size == sizeof placement);
  CHECK(binding.set == 7 && binding.descriptor_type == UNTANGLE_DESCRIPTOR_STORAGE_BUFFER);
  CHECK(placement.has_counter_binding == 1 && placement.counter_set == 7);
  untangle_result_destroy(result);

  /* The diagnostic at 0.3's size: the message, and every field after it. */
  CHECK(untangle_translate(module, "no_such_entry", &options, &result, &error) == UNTANGLE_ERROR_INVALID_ARGUMENT);
  UNTANGLE_INIT_STRUCT(diagnostic);
  CHECK(untangle_error_get(error, &diagnostic) == UNTANGLE_OK);
  CHECK(diagnostic.struct_size == sizeof diagnostic);
  CHECK(diagnostic.status == UNTANGLE_ERROR_INVALID_ARGUMENT);
  CHECK(diagnostic.message != NULL && strcmp(diagnostic.message, "no entry point 'no_such_entry' (the module has main)") == 0);
  CHECK(diagnostic.detail != NULL && diagnostic.byte_offset == UNTANGLE_NO_OFFSET);
  untangle_error_destroy(error);
  untangle_module_destroy(module);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: old_layout_client SHADERS_DIR\n");
    return 2;
  }
  /* A newer library than the header: same major, minor at least 0.3's. */
  CHECK(UNTANGLE_VERSION_GET_MAJOR(untangle_version()) == UNTANGLE_VERSION_MAJOR);
  CHECK(UNTANGLE_VERSION_GET_MINOR(untangle_version()) >= UNTANGLE_VERSION_MINOR);
  check_vertex_shader(argv[1]);
  check_translation(argv[1]);
  if (failures == 0) printf("old_layout_client: every 0.3 field filled\n");
  return failures == 0 ? 0 : 1;
}
