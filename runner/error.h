// Exceptions of the Vulkan runner. Each kind maps to one outcome: a failure, a skip (the
// device cannot do what the test needs) or a missing device.
#pragma once

#include <stdexcept>
#include <string>

namespace untangle::runner {

// A Vulkan call failed, the manifest or bindings are malformed, or the run broke down.
class RunnerError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// The device lacks something the test needs (subgroup size, format, feature): the
// test is reported skipped, never passed or failed.
class Unsupported : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// No Vulkan device is available at all, or none matches the requested name.
class NoDevice : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace untangle::runner
