// Loading the original dxil-spirv library named by UNTANGLE_DXIL_SPIRV_ORIGINAL.
#include "compat/dxil_spirv/original_library.h"

#include <cstdlib>

#if defined(_WIN32)
#include <windows.h>
#else
#include <dlfcn.h>
#endif

namespace untangle::dxil_spirv {

namespace {

void* open_library(const char* path, std::string& error) {
#if defined(_WIN32)
  void* handle = reinterpret_cast<void*>(LoadLibraryA(path));
  if (handle == nullptr) error = std::string("cannot load ") + path;
#else
  // RTLD_LOCAL: its symbols, which have the same names as these, stay out of the process's scope.
  void* handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (handle == nullptr) error = dlerror();
#endif
  return handle;
}

void* find_symbol(void* handle, const char* name) {
#if defined(_WIN32)
  return reinterpret_cast<void*>(GetProcAddress(static_cast<HMODULE>(handle), name));
#else
  return dlsym(handle, name);
#endif
}

void close_library(void* handle) {
#if defined(_WIN32)
  FreeLibrary(static_cast<HMODULE>(handle));
#else
  dlclose(handle);
#endif
}

}  // namespace

std::shared_ptr<const OriginalLibrary> OriginalLibrary::load(std::string& error) {
  const char* path = std::getenv("UNTANGLE_DXIL_SPIRV_ORIGINAL");
  if (path == nullptr || *path == '\0') {
    error = "UNTANGLE_DXIL_SPIRV_ORIGINAL names no original dxil-spirv library to hand it to";
    return nullptr;
  }
  std::shared_ptr<OriginalLibrary> library(new OriginalLibrary);
  library->handle_ = open_library(path, error);
  if (library->handle_ == nullptr) return nullptr;
  // The interface's functions by name; every one must be there.
#define UNTANGLE_DXIL_SPIRV_FIND(name)                                                         \
  library->name = reinterpret_cast<decltype(&::name)>(find_symbol(library->handle_, #name)); \
  if (library->name == nullptr) {                                                              \
    error = std::string(path) + " has no " #name;                                              \
    return nullptr;                                                                            \
  }
  UNTANGLE_DXIL_SPIRV_FORWARDED(UNTANGLE_DXIL_SPIRV_FIND)
#undef UNTANGLE_DXIL_SPIRV_FIND
  return library;
}

OriginalLibrary::~OriginalLibrary() {
  if (handle_ != nullptr) close_library(handle_);
}

}  // namespace untangle::dxil_spirv
