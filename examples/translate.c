/* The whole untangle C API in one program: parse a DXIL module, list its entry points and
 * resources, translate one entry point with a binding remapper, and write the SPIR-V.
 *
 *   cc -std=c99 translate.c $(pkg-config --cflags --libs untangle) -o translate
 *   ./translate shader.dxil shader.spv [ENTRY]
 */
#include <stdio.h>
#include <stdlib.h>

#include <untangle/untangle.h>

static const char* const kClassLetters = "tubs"; /* SRV, UAV, CBV, sampler */

static void* read_file(const char* path, size_t* size) {
  FILE* file = fopen(path, "rb");
  if (file == NULL) return NULL;
  fseek(file, 0, SEEK_END);
  long length = ftell(file);
  fseek(file, 0, SEEK_SET);
  void* data = malloc(length > 0 ? (size_t)length : 1);
  *size = data != NULL && length > 0 ? fread(data, 1, (size_t)length, file) : 0;
  fclose(file);
  return data;
}

/* Sees where untangle would bind each resource; a layer would choose its own set and
 * binding here. This one keeps untangle's choice and only reports it. */
static int report_binding(void* user_data, const untangle_binding_request* request, untangle_binding* binding) {
  FILE* out = (FILE*)user_data;
  const untangle_resource* resource = request->resource;
  if (resource->is_heap)
    fprintf(out, "  heap view -> set %u binding %u\n", binding->set, binding->binding);
  else
    fprintf(out, "  %c%u space %u -> set %u binding %u\n", kClassLetters[resource->resource_class],
            resource->register_index, resource->space, binding->set, binding->binding);
  return 0; /* non-zero would refuse the resource */
}

/* Prints a failure's one-line message and destroys it. */
static int fail(const char* what, untangle_status status, untangle_error* error) {
  untangle_diagnostic diagnostic;
  UNTANGLE_INIT_STRUCT(diagnostic); /* every struct untangle fills says first how big it is */
  untangle_error_get(error, &diagnostic);
  fprintf(stderr, "%s: %s: %s\n", what, untangle_status_name(status), error != NULL ? diagnostic.message : "");
  untangle_error_destroy(error);
  return 1;
}

int main(int argc, char** argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: %s IN.dxil OUT.spv [ENTRY]\n", argv[0]);
    return 2;
  }
  size_t size = 0;
  void* data = read_file(argv[1], &size);
  if (data == NULL) {
    fprintf(stderr, "%s: cannot read\n", argv[1]);
    return 1;
  }

  untangle_module* module = NULL;
  untangle_error* error = NULL;
  untangle_status status = untangle_module_create(data, size, &module, &error);
  free(data); /* the module keeps what it needs */
  if (status != UNTANGLE_OK) return fail(argv[1], status, error);

  const uint32_t version = untangle_version();
  printf("untangle %u.%u.%u (%s)\n", UNTANGLE_VERSION_GET_MAJOR(version), UNTANGLE_VERSION_GET_MINOR(version),
         UNTANGLE_VERSION_GET_PATCH(version), untangle_revision());
  for (uint32_t i = 0; i < untangle_module_entry_point_count(module); ++i) {
    untangle_entry_point entry;
    UNTANGLE_INIT_STRUCT(entry);
    untangle_module_entry_point(module, i, &entry);
    printf("entry point %s: stage %d, shader model %u.%u, %u inputs, %u outputs\n", entry.name, (int)entry.stage,
           entry.shader_model_major, entry.shader_model_minor, entry.input_count, entry.output_count);
    for (uint32_t j = 0; j < entry.input_count; ++j) {
      untangle_signature_element element;
      UNTANGLE_INIT_STRUCT(element);
      untangle_module_signature_element(module, i, UNTANGLE_SIGNATURE_INPUT, j, &element);
      if (element.location != UNTANGLE_NOT_ALLOCATED)
        printf("  input %s%u at location %u\n", element.semantic_name, element.semantic_index, element.location);
    }
  }
  for (uint32_t i = 0; i < untangle_module_resource_count(module); ++i) {
    untangle_resource resource;
    UNTANGLE_INIT_STRUCT(resource);
    untangle_module_resource(module, i, &resource);
    printf("resource %c%u space %u, kind %d, range %u\n", kClassLetters[resource.resource_class],
           resource.register_index, resource.space, (int)resource.kind, resource.range_size);
  }

  untangle_translate_options options;
  untangle_translate_options_init(&options);
  options.remapper = report_binding;
  options.remapper_user_data = stdout;
  printf("bindings:\n");
  untangle_result* result = NULL;
  status = untangle_translate(module, argc > 3 ? argv[3] : NULL, &options, &result, &error);
  if (status != UNTANGLE_OK) {
    untangle_module_destroy(module);
    return fail(argv[1], status, error);
  }

  size_t word_count = 0;
  const uint32_t* words = untangle_result_words(result, &word_count);
  FILE* out = fopen(argv[2], "wb");
  const int written = out != NULL && fwrite(words, sizeof *words, word_count, out) == word_count;
  if (out != NULL) fclose(out);
  printf("%s: %zu words, %u bytes of push constants\n", argv[2], word_count, untangle_result_push_constant_size(result));
  for (uint32_t i = 0; i < untangle_result_resource_count(result); ++i) {
    untangle_resource resource;
    untangle_binding binding;
    UNTANGLE_INIT_STRUCT(resource);
    UNTANGLE_INIT_STRUCT(binding);
    untangle_result_resource(result, i, &resource, &binding, NULL);
    printf("  bound %c%u: descriptor type %d, set %u, binding %u\n", kClassLetters[resource.resource_class],
           resource.register_index, (int)binding.descriptor_type, binding.set, binding.binding);
  }
  for (uint32_t i = 0; i < untangle_result_warning_count(result); ++i)
    fprintf(stderr, "%s: warning: %s\n", argv[1], untangle_result_warning(result, i));
  untangle_result_destroy(result);
  untangle_module_destroy(module);
  if (!written) {
    fprintf(stderr, "%s: cannot write\n", argv[2]);
    return 1;
  }
  return 0;
}
