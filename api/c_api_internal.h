// What the C API's translation units share (c_api.cpp, c_api_nodes.cpp): the opaque handles'
// definitions, and the helpers every function goes through: guarded, which turns whatever is
// thrown into a status and error; require; and sized and copy_out, which fill a caller's
// struct no further than its struct_size.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <memory>
#include <new>
#include <string>
#include <vector>

#include "api/facade.h"
#include "untangle/untangle.h"

struct untangle_error {
  untangle::Status status = untangle::Status::Internal;
  std::string message;
  std::string detail;
  std::string function;
  std::string block;
  std::string instruction;
  uint64_t byte_offset = UNTANGLE_NO_OFFSET;
};

struct untangle_module {
  std::shared_ptr<const untangle::api::Module> module;
};

struct untangle_result {
  untangle::spirv_emit::Translation translation;
  // What was translated, kept alive for the entry point's description.
  std::shared_ptr<const untangle::api::Module> module;
  const untangle::dxil::EntryPoint* entry = nullptr;
};

namespace untangle::api::c_support {

inline untangle_status to_c(Status status) { return static_cast<untangle_status>(status); }

// Runs `body`, turning whatever it throws into a status and, when asked for, an error.
template <typename Body>
untangle_status guarded(untangle_error** error, Body&& body) noexcept {
  if (error != nullptr) *error = nullptr;
  auto report = [error](Status status, const std::string& message, const Location& location) noexcept {
    if (error == nullptr) return;
    try {
      auto* made = new untangle_error;
      made->status = status;
      made->message = message;
      made->detail = message;
      made->function = location.function;
      made->block = location.block;
      made->instruction = location.instruction;
      if (location.bit_offset) made->byte_offset = *location.bit_offset / 8;
      *error = made;
    } catch (...) {
      *error = nullptr;  // no memory for the report: the status says enough
    }
  };
  try {
    body();
    return UNTANGLE_OK;
  } catch (const Error& failure) {
    report(failure.status(), failure.what(), failure.location());
    if (error != nullptr && *error != nullptr) (*error)->detail = failure.detail();
    return to_c(failure.status());
  } catch (const std::bad_alloc&) {
    report(Status::OutOfMemory, "out of memory", {});
    return UNTANGLE_ERROR_OUT_OF_MEMORY;
  } catch (const std::exception& failure) {
    report(Status::Internal, std::string("internal error, please report: ") + failure.what(), {});
    return UNTANGLE_ERROR_INTERNAL;
  } catch (...) {
    report(Status::Internal, "internal error, please report: an unknown exception", {});
    return UNTANGLE_ERROR_INTERNAL;
  }
}

inline void require(bool condition, const char* what) {
  if (!condition) throw Error(Status::InvalidArgument, what);
}

// A field's end: where the first layout of a struct that ends with it ends.
#define UNTANGLE_END_OF(type, field) (offsetof(type, field) + sizeof(type::field))

// The first layout of each struct the library fills: a caller's struct_size below it cannot
// hold fields every caller relies on. Later fields go after it, so these never change.
template <typename Struct>
constexpr size_t kFirstLayoutEnd = 0;
template <>
constexpr size_t kFirstLayoutEnd<untangle_diagnostic> = UNTANGLE_END_OF(untangle_diagnostic, byte_offset);
template <>
constexpr size_t kFirstLayoutEnd<untangle_entry_point> = UNTANGLE_END_OF(untangle_entry_point, patch_constant_count);
template <>
constexpr size_t kFirstLayoutEnd<untangle_signature_element> = UNTANGLE_END_OF(untangle_signature_element, location);
template <>
constexpr size_t kFirstLayoutEnd<untangle_resource> = UNTANGLE_END_OF(untangle_resource, globally_coherent);
template <>
constexpr size_t kFirstLayoutEnd<untangle_binding> = UNTANGLE_END_OF(untangle_binding, push_constant_size);
template <>
constexpr size_t kFirstLayoutEnd<untangle_bound_resource> = UNTANGLE_END_OF(untangle_bound_resource,
                                                                            has_counter_binding);
template <>
constexpr size_t kFirstLayoutEnd<untangle_ray_tracing_info> = UNTANGLE_END_OF(untangle_ray_tracing_info,
                                                                              local_root_signature);
template <>
constexpr size_t kFirstLayoutEnd<untangle_subobject> = UNTANGLE_END_OF(untangle_subobject, intersection);
template <>
constexpr size_t kFirstLayoutEnd<untangle_node> = UNTANGLE_END_OF(untangle_node, output_count);
template <>
constexpr size_t kFirstLayoutEnd<untangle_node_io> = UNTANGLE_END_OF(untangle_node_io, target_index);

// A struct of this library's layout, zeroed first (so that its padding, which copy_out
// copies too, is not what the stack held), its struct_size saying all of it is filled.
template <typename Struct>
Struct sized() {
  Struct value;
  std::memset(&value, 0, sizeof value);
  value.struct_size = sizeof value;
  return value;
}

// Hands `filled` to the caller's struct at `out`, which has room for out->struct_size bytes:
// copies as much of it as both layouts hold and says in struct_size how much that was. A room
// below the first layout is refused before anything is written.
template <typename Struct>
void copy_out(const Struct& filled, Struct* out, const char* what) {
  static_assert(kFirstLayoutEnd<Struct> != 0, "a struct the library fills needs its first layout's end");
  static_assert(offsetof(Struct, struct_size) == 0);
  if (out == nullptr) throw Error(Status::InvalidArgument, std::string("the ") + what + " pointer is null");
  uint32_t room = 0;
  std::memcpy(&room, out, sizeof room);
  if (room < kFirstLayoutEnd<Struct>)
    throw Error(Status::InvalidArgument, std::string("the ") + what + "'s struct_size is " + std::to_string(room) +
                                             ", less than its first layout's " +
                                             std::to_string(kFirstLayoutEnd<Struct>) +
                                             " bytes; set it with UNTANGLE_INIT_STRUCT");
  const uint32_t filled_size = static_cast<uint32_t>(std::min<size_t>(room, sizeof filled));
  std::memcpy(out, &filled, filled_size);
  std::memcpy(out, &filled_size, sizeof filled_size);
}

inline untangle_stage stage_of(dxil::ShaderKind kind) { return static_cast<untangle_stage>(kind); }

inline const dxil::EntryPoint& entry_at(const untangle_module* module, uint32_t index) {
  require(module != nullptr, "the module is null");
  const std::vector<const dxil::EntryPoint*>& entries = module->module->entry_points();
  require(index < entries.size(), "the entry point index is out of range");
  return *entries[index];
}

}  // namespace untangle::api::c_support
