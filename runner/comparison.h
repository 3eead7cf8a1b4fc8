// Comparison of a resource's final contents with its manifest expectation, and the
// readable report of the differences.
#pragma once

#include "runner/manifest.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace untangle::runner {

struct Mismatch {
  std::size_t index = 0;  // word index
  uint32_t expected = 0;
  uint32_t got = 0;
};

struct ResourceComparison {
  std::string label;  // "u0 (RWStructuredBuffer)"
  ElementFormat format = ElementFormat::U32;
  uint32_t stride = 0;  // bytes per structured element, 0 where unknown
  std::size_t word_count = 0;
  std::size_t mismatch_count = 0;
  std::vector<Mismatch> first_mismatches;  // at most the requested number, in index order

  bool passed() const { return mismatch_count == 0; }
  // A summary line, then one line per reported mismatch.
  std::string describe() const;
};

// True when `got` satisfies the expected word: u32 exactly; f32 as floats (so -0.0 equals
// 0.0, NaN matches NaN), within `tolerance` absolutely or relative to the expectation.
bool word_matches(ElementFormat format, uint32_t expected, uint32_t got, double tolerance);

// Compares `got` with `resource.expect`, which must be present.
ResourceComparison compare(const ManifestResource& resource, const std::vector<uint32_t>& got,
                           std::size_t max_reported);

// "8 (0x00000008)" or "1.5 (0x3fc00000)".
std::string format_word(ElementFormat format, uint32_t word);

}  // namespace untangle::runner
