// untangle::Error: the one exception type of the translation library. Every stage throws
// it or a class derived from it; the status says whose fault a failure is (the input's,
// the caller's, or untangle's) and the location says where in the input it is.
#pragma once

#include <cstdint>
#include <exception>
#include <optional>
#include <string>
#include <string_view>

namespace untangle {

// Numbered as the C API's untangle_status (include/untangle/untangle.h): keep them equal.
enum class Status : uint8_t {
  Ok = 0,
  InvalidArgument = 1,  // the caller asked for something impossible: no such entry point, bad options
  MalformedInput = 2,   // not a well-formed DXIL module: truncated, bad records, bad metadata, irreducible flow
  Unsupported = 3,      // well-formed DXIL that untangle does not translate, or that Vulkan cannot express
  OutOfMemory = 4,
  Internal = 5,         // a bug in untangle
};

// "malformed input", "unsupported", "internal error"...
std::string_view status_name(Status status);

// Where a failure is. Every part is optional; what() prints the parts that are set.
struct Location {
  std::optional<uint64_t> bit_offset;  // into the input file (reader errors)
  std::string context;                 // a format element: "FUNCTION_BLOCK record INST_LOAD (20)", "dx.entryPoints[0]"
  std::string function;                // "main"
  std::string block;                   // "%12", as `untangle dis` prints it
  std::string instruction;             // the instruction as `untangle dis` prints it, shortened

  bool empty() const;
  // "function 'main', block %12, instruction '...'" or "offset 0x1a4 (bit 3): CONTEXT".
  std::string describe() const;
};

class Error : public std::exception {
 public:
  Error(Status status, std::string detail, Location location = {});

  Status status() const { return status_; }
  const std::string& detail() const { return detail_; }
  const Location& location() const { return location_; }
  // One line: the location, then the detail; internal errors say to report them.
  const char* what() const noexcept override { return message_.c_str(); }

 private:
  Status status_;
  std::string detail_;
  Location location_;
  std::string message_;
};

// An internal error: untangle broke one of its own invariants.
[[noreturn]] void internal_error(std::string detail, Location location = {});

// `name` as it may appear inside a one-line message: bytes outside printable ASCII as \XX,
// and at most 80 characters of it.
std::string printable_name(std::string_view name);

}  // namespace untangle
