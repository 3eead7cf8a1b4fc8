// The thread log callback: the interface sets it per thread, so it lives in thread-local
// storage, the one place the interface itself asks for state beyond its handles.
#include "compat/dxil_spirv/adapter.h"

namespace untangle::dxil_spirv {

namespace {

struct ThreadLog {
  dxil_spv_log_cb callback = nullptr;
  void* user_data = nullptr;
};

thread_local ThreadLog thread_log;

}  // namespace

void log(dxil_spv_log_level level, const std::string& message) {
  if (thread_log.callback == nullptr) return;
  const std::string line = "untangle: " + message + "\n";
  thread_log.callback(thread_log.user_data, level, line.c_str());
}

void set_thread_log(dxil_spv_log_cb callback, void* user_data) { thread_log = {callback, user_data}; }

dxil_spv_log_cb thread_log_callback() { return thread_log.callback; }
void* thread_log_user_data() { return thread_log.user_data; }

}  // namespace untangle::dxil_spirv
