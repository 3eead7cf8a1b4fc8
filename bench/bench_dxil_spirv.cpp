// Translation through dxil-spirv's C interface, timed per library in one process: this build's
// libdxil-spirv-c-shared (untangle behind the interface) and any other library with the same
// interface named by --library (dxil-spirv's own, built by hand), each loaded with dlopen
// (RTLD_LOCAL, so their symbols stay apart). A first pass finds the shaders every library
// translates, each try in a child process given --limit seconds (a library that hangs or
// crashes on one is reported with it); the timed passes translate those only, in process,
// alternating the libraries, and the least time of --repeat passes counts. Each translation is what a layer does per
// pipeline stage: parse, create a converter, answer the remappers (set = register space, binding = register; heap views
// in set 100 + class), run, read the SPIR-V, free.
//
//   bench_dxil_spirv [--library PATH]... [--repeat N] [--limit SECONDS] [INPUT...]
//
// INPUTs are .dxil files or folders of them (default: shaders/); library exports count one
// translation per entry point.
#include <dlfcn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <limits>
#include <string>
#include <vector>

#include "dxil_spirv_c.h"

namespace {

// The interface's functions one translation calls, from one library.
struct Library {
  std::string path;
  void* handle = nullptr;
#define UNTANGLE_BENCH_FUNCTIONS(X)                      \
  X(dxil_spv_parse_dxil_blob)                            \
  X(dxil_spv_parsed_blob_free)                           \
  X(dxil_spv_parsed_blob_get_num_entry_points)           \
  X(dxil_spv_parsed_blob_get_entry_point_demangled_name) \
  X(dxil_spv_create_converter)                           \
  X(dxil_spv_converter_free)                             \
  X(dxil_spv_converter_set_entry_point)                  \
  X(dxil_spv_converter_set_srv_remapper)                 \
  X(dxil_spv_converter_set_uav_remapper)                 \
  X(dxil_spv_converter_set_cbv_remapper)                 \
  X(dxil_spv_converter_set_sampler_remapper)             \
  X(dxil_spv_converter_run)                              \
  X(dxil_spv_converter_get_compiled_spirv)               \
  X(dxil_spv_set_thread_log_callback)
#define UNTANGLE_BENCH_POINTER(name) decltype(&::name) name = nullptr;
  UNTANGLE_BENCH_FUNCTIONS(UNTANGLE_BENCH_POINTER)
#undef UNTANGLE_BENCH_POINTER
};

bool load(Library& library) {
  library.handle = dlopen(library.path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (library.handle == nullptr) {
    std::fprintf(stderr, "bench_dxil_spirv: %s\n", dlerror());
    return false;
  }
#define UNTANGLE_BENCH_RESOLVE(name)                                                       \
  library.name = reinterpret_cast<decltype(&::name)>(dlsym(library.handle, #name));        \
  if (library.name == nullptr) {                                                           \
    std::fprintf(stderr, "bench_dxil_spirv: %s has no %s\n", library.path.c_str(), #name); \
    return false;                                                                          \
  }
  UNTANGLE_BENCH_FUNCTIONS(UNTANGLE_BENCH_RESOLVE)
#undef UNTANGLE_BENCH_RESOLVE
  return true;
}

dxil_spv_bool place(const dxil_spv_d3d_binding* d3d, dxil_spv_vulkan_binding* vk, unsigned heap_set) {
  const bool heap = d3d->register_space == UINT32_MAX;
  vk->set = heap ? heap_set : d3d->register_space;
  vk->binding = heap ? 0 : d3d->register_index;
  vk->root_constant_index = UINT32_MAX;
  vk->bindless.use_heap = heap ? DXIL_SPV_TRUE : DXIL_SPV_FALSE;
  vk->bindless.heap_root_offset = 0;
  vk->descriptor_type = DXIL_SPV_VULKAN_DESCRIPTOR_TYPE_IDENTITY;
  return DXIL_SPV_TRUE;
}

dxil_spv_bool remap_srv(void*, const dxil_spv_d3d_binding* d3d, dxil_spv_srv_vulkan_binding* vk) {
  return place(d3d, &vk->buffer_binding, 100);
}

dxil_spv_bool remap_uav(void*, const dxil_spv_uav_d3d_binding* d3d, dxil_spv_uav_vulkan_binding* vk) {
  place(&d3d->d3d_binding, &vk->buffer_binding, 101);
  vk->counter_binding = vk->buffer_binding;
  vk->counter_binding.set += 10;
  return DXIL_SPV_TRUE;
}

dxil_spv_bool remap_cbv(void*, const dxil_spv_d3d_binding* d3d, dxil_spv_cbv_vulkan_binding* vk) {
  vk->push_constant = DXIL_SPV_FALSE;
  return place(d3d, &vk->vulkan.uniform_binding, 102);
}

dxil_spv_bool remap_sampler(void*, const dxil_spv_d3d_binding* d3d, dxil_spv_vulkan_binding* vk) {
  return place(d3d, vk, 103);
}

void quiet(void*, dxil_spv_log_level, const char*) {}

struct Shader {
  std::string path;
  std::vector<uint8_t> bytes;
  std::vector<std::string> entries;  // a library's exports; one empty name for other shaders
};

// Translates one entry point; whether SPIR-V came out.
bool translate(const Library& library, const Shader& shader, const std::string& entry) {
  dxil_spv_parsed_blob blob = nullptr;
  if (library.dxil_spv_parse_dxil_blob(shader.bytes.data(), shader.bytes.size(), &blob) != DXIL_SPV_SUCCESS)
    return false;
  dxil_spv_converter converter = nullptr;
  bool translated = false;
  if (library.dxil_spv_create_converter(blob, &converter) == DXIL_SPV_SUCCESS) {
    if (!entry.empty()) library.dxil_spv_converter_set_entry_point(converter, entry.c_str());
    library.dxil_spv_converter_set_srv_remapper(converter, remap_srv, nullptr);
    library.dxil_spv_converter_set_uav_remapper(converter, remap_uav, nullptr);
    library.dxil_spv_converter_set_cbv_remapper(converter, remap_cbv, nullptr);
    library.dxil_spv_converter_set_sampler_remapper(converter, remap_sampler, nullptr);
    dxil_spv_compiled_spirv spirv{};
    translated = library.dxil_spv_converter_run(converter) == DXIL_SPV_SUCCESS &&
                 library.dxil_spv_converter_get_compiled_spirv(converter, &spirv) == DXIL_SPV_SUCCESS && spirv.size > 0;
    library.dxil_spv_converter_free(converter);
  }
  library.dxil_spv_parsed_blob_free(blob);
  return translated;
}

// How a try in a child process ended.
enum class Outcome { Translated, Failed, TimedOut, Crashed };

Outcome try_translate(const Library& library, const Shader& shader, const std::string& entry, unsigned limit) {
  std::fflush(nullptr);
  const pid_t child = fork();
  if (child == 0) {
    alarm(limit);
    _exit(translate(library, shader, entry) ? 0 : 1);
  }
  int status = 0;
  if (child < 0 || waitpid(child, &status, 0) != child) return Outcome::Crashed;
  if (WIFEXITED(status)) return WEXITSTATUS(status) == 0 ? Outcome::Translated : Outcome::Failed;
  return WIFSIGNALED(status) && WTERMSIG(status) == SIGALRM ? Outcome::TimedOut : Outcome::Crashed;
}

// The entry points to translate, as the first library lists them.
std::vector<std::string> entries_of(const Library& library, const std::vector<uint8_t>& bytes) {
  dxil_spv_parsed_blob blob = nullptr;
  if (library.dxil_spv_parse_dxil_blob(bytes.data(), bytes.size(), &blob) != DXIL_SPV_SUCCESS) return {};
  unsigned count = 0;
  library.dxil_spv_parsed_blob_get_num_entry_points(blob, &count);
  std::vector<std::string> entries;
  for (unsigned i = 0; i < count && count > 1; ++i) {
    const char* name = nullptr;
    if (library.dxil_spv_parsed_blob_get_entry_point_demangled_name(blob, i, &name) == DXIL_SPV_SUCCESS)
      entries.emplace_back(name);
  }
  if (count == 1) entries.emplace_back();
  library.dxil_spv_parsed_blob_free(blob);
  return entries;
}

std::vector<uint8_t> read_bytes(const std::filesystem::path& path) {
  std::ifstream stream(path, std::ios::binary);
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(stream), std::istreambuf_iterator<char>());
}

// A folder's containers: DXC's .dxil, fxc's .dxbc and the .cso either writes.
void add_inputs(const std::filesystem::path& input, std::vector<std::filesystem::path>& files) {
  if (std::filesystem::is_directory(input)) {
    for (const auto& entry : std::filesystem::recursive_directory_iterator(input)) {
      const std::filesystem::path extension = entry.path().extension();
      if (extension == ".dxil" || extension == ".dxbc" || extension == ".cso") files.push_back(entry.path());
    }
  } else {
    files.push_back(input);
  }
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<Library> libraries(1);
  libraries[0].path = UNTANGLE_DXIL_SPIRV_LIBRARY;
  int repeat = 5;
  unsigned limit = 10;
  std::vector<std::filesystem::path> files;
  for (int i = 1; i < argc; ++i) {
    const std::string argument = argv[i];
    if (argument == "--library" && i + 1 < argc) {
      libraries.push_back({});
      libraries.back().path = argv[++i];
    } else if (argument == "--repeat" && i + 1 < argc) {
      repeat = std::max(1, std::atoi(argv[++i]));
    } else if (argument == "--limit" && i + 1 < argc) {
      limit = static_cast<unsigned>(std::max(1, std::atoi(argv[++i])));
    } else if (argument.rfind("--", 0) == 0) {
      std::fprintf(stderr, "usage: bench_dxil_spirv [--library PATH]... [--repeat N] [--limit SECONDS] [INPUT...]\n");
      return 2;
    } else {
      add_inputs(argument, files);
    }
  }
  if (files.empty()) add_inputs(UNTANGLE_SHADERS_DIR, files);
  std::sort(files.begin(), files.end());
  for (Library& library : libraries)
    if (!load(library)) return 1;
  for (Library& library : libraries) library.dxil_spv_set_thread_log_callback(quiet, nullptr);

  // The translations every library makes.
  std::vector<Shader> shaders;
  size_t attempted = 0;
  std::vector<size_t> translated(libraries.size(), 0);
  for (const std::filesystem::path& file : files) {
    Shader shader{file.string(), read_bytes(file), {}};
    std::vector<std::string> common;
    for (const std::string& entry : entries_of(libraries[0], shader.bytes)) {
      ++attempted;
      bool everywhere = true;
      for (size_t l = 0; l < libraries.size(); ++l) {
        const Outcome outcome = try_translate(libraries[l], shader, entry, limit);
        if (outcome == Outcome::TimedOut || outcome == Outcome::Crashed)
          std::printf("%s %s %s%s%s\n", libraries[l].path.c_str(),
                      outcome == Outcome::TimedOut ? "ran past the limit on" : "crashed on", shader.path.c_str(),
                      entry.empty() ? "" : " entry ", entry.c_str());
        translated[l] += outcome == Outcome::Translated ? 1 : 0;
        everywhere = everywhere && outcome == Outcome::Translated;
      }
      if (everywhere) common.push_back(entry);
    }
    if (common.empty()) continue;
    shader.entries = std::move(common);
    shaders.push_back(std::move(shader));
  }
  size_t timed = 0;
  for (const Shader& shader : shaders) timed += shader.entries.size();

  std::vector<double> best(libraries.size(), std::numeric_limits<double>::infinity());
  for (int pass = 0; pass < repeat; ++pass)
    for (size_t l = 0; l < libraries.size(); ++l) {
      const auto start = std::chrono::steady_clock::now();
      for (const Shader& shader : shaders)
        for (const std::string& entry : shader.entries) translate(libraries[l], shader, entry);
      const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      best[l] = std::min(best[l], seconds);
    }

  std::printf("%zu files, %zu entry points; %zu translated by every library, timed (least of %d passes):\n",
              files.size(), attempted, timed, repeat);
  for (size_t l = 0; l < libraries.size(); ++l)
    std::printf("  %-70s translated %4zu  %8.3f s  %8.1f shaders/s  time ratio %.3f\n", libraries[l].path.c_str(),
                translated[l], best[l], timed / best[l], best[l] / best[0]);
  return 0;
}
