/* Translates a DXIL shader through dxil-spirv's C interface, as a layer written against
 * dxil-spirv does, with untangle's libdxil-spirv-c-shared behind it:
 *
 *   cc dxil_spirv_translate.c $(pkg-config --cflags --libs dxil-spirv-c-shared) -o translate
 *   ./translate shader.dxil shader.spv [entry]
 *
 * Resources keep the register they were declared at (set = space, binding = register);
 * every log message is printed. Exit status 0 on success, 1 on any failure. */
#include <dxil_spirv_c.h>

#include <stdio.h>
#include <stdlib.h>

static void print_log(void* user_data, dxil_spv_log_level level, const char* message) {
  (void)user_data;
  fprintf(stderr, "%s: %s", level == DXIL_SPV_LOG_LEVEL_ERROR ? "error" : "note", message);
}

static dxil_spv_bool by_register(const dxil_spv_d3d_binding* d3d, dxil_spv_vulkan_binding* vk) {
  vk->set = d3d->register_space;
  vk->binding = d3d->register_index;
  vk->root_constant_index = 0;
  vk->bindless.use_heap = DXIL_SPV_FALSE;
  vk->descriptor_type = DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_IDENTITY;
  return d3d->register_space != 0xffffffffu; /* SM 6.6 heaps need a layer's heap layout */
}

static dxil_spv_bool remap_srv(void* user_data, const dxil_spv_d3d_binding* d3d, dxil_spv_srv_vulkan_binding* vk) {
  (void)user_data;
  return by_register(d3d, &vk->buffer_binding);
}

static dxil_spv_bool remap_uav(void* user_data, const dxil_spv_uav_d3d_binding* d3d, dxil_spv_uav_vulkan_binding* vk) {
  (void)user_data;
  if (!by_register(&d3d->d3d_binding, &vk->buffer_binding)) return DXIL_SPV_FALSE;
  vk->counter_binding = vk->buffer_binding;
  vk->counter_binding.binding += 1000; /* counters beside their UAVs */
  return DXIL_SPV_TRUE;
}

static dxil_spv_bool remap_cbv(void* user_data, const dxil_spv_d3d_binding* d3d, dxil_spv_cbv_vulkan_binding* vk) {
  (void)user_data;
  vk->push_constant = DXIL_SPV_FALSE;
  return by_register(d3d, &vk->vulkan.uniform_binding);
}

static dxil_spv_bool remap_sampler(void* user_data, const dxil_spv_d3d_binding* d3d, dxil_spv_vulkan_binding* vk) {
  (void)user_data;
  return by_register(d3d, vk);
}

static void* read_file(const char* path, size_t* size) {
  FILE* file = fopen(path, "rb");
  void* data = NULL;
  long length;
  if (file == NULL) return NULL;
  if (fseek(file, 0, SEEK_END) == 0 && (length = ftell(file)) > 0 && fseek(file, 0, SEEK_SET) == 0) {
    data = malloc((size_t)length);
    if (data != NULL && fread(data, 1, (size_t)length, file) != (size_t)length) {
      free(data);
      data = NULL;
    }
    *size = (size_t)length;
  }
  fclose(file);
  return data;
}

int main(int argc, char** argv) {
  size_t size = 0;
  void* data;
  dxil_spv_parsed_blob blob = NULL;
  dxil_spv_converter converter = NULL;
  dxil_spv_compiled_spirv spirv;
  int status = 1;

  if (argc < 3) {
    fprintf(stderr, "usage: %s SHADER.dxil OUT.spv [ENTRY]\n", argv[0]);
    return 1;
  }
  data = read_file(argv[1], &size);
  if (data == NULL) {
    fprintf(stderr, "error: cannot read %s\n", argv[1]);
    return 1;
  }
  dxil_spv_set_thread_log_callback(print_log, NULL);
  if (dxil_spv_parse_dxil_blob(data, size, &blob) != DXIL_SPV_SUCCESS) goto done;
  if (dxil_spv_create_converter(blob, &converter) != DXIL_SPV_SUCCESS) goto done;
  if (argc > 3) dxil_spv_converter_set_entry_point(converter, argv[3]);
  dxil_spv_converter_set_srv_remapper(converter, remap_srv, NULL);
  dxil_spv_converter_set_uav_remapper(converter, remap_uav, NULL);
  dxil_spv_converter_set_cbv_remapper(converter, remap_cbv, NULL);
  dxil_spv_converter_set_sampler_remapper(converter, remap_sampler, NULL);
  if (dxil_spv_converter_run(converter) != DXIL_SPV_SUCCESS) goto done;
  if (dxil_spv_converter_get_compiled_spirv(converter, &spirv) == DXIL_SPV_SUCCESS) {
    FILE* out = fopen(argv[2], "wb");
    if (out != NULL && fwrite(spirv.data, 1, spirv.size, out) == spirv.size) status = 0;
    if (out != NULL) fclose(out);
  }
  if (status == 0) {
    unsigned major, minor, patch;
    dxil_spv_get_version(&major, &minor, &patch);
    printf("%s: %zu bytes of SPIR-V (dxil-spirv interface %u.%u.%u)\n", argv[2], spirv.size, major, minor, patch);
  }
done:
  dxil_spv_converter_free(converter);
  dxil_spv_parsed_blob_free(blob);
  dxil_spv_set_thread_log_callback(NULL, NULL);
  free(data);
  return status;
}
