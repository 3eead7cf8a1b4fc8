// What a manifest expects of a resource or target after the run: exact words, or floats
// within a tolerance.
#pragma once

#include <cstdint>
#include <vector>

namespace untangle::runner {

// How a resource's words read: unsigned integers compared exactly, or IEEE-754 floats.
enum class ElementFormat { U32, F32 };

struct Expectation {
  // One 32-bit word per element: for F32, the bits of the expected number rounded to
  // float (the manifest may also give "nan", "inf" or "-inf").
  std::vector<uint32_t> words;
  // F32 only: the largest accepted difference, absolute or relative to the expectation.
  double tolerance = 0.0;
};

}  // namespace untangle::runner
