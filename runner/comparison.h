// Comparison of a resource's or target's final contents with its manifest expectation,
// and the readable report of the differences.
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

// How a list of words is laid out, to name a mismatching word by its place.
struct WordLayout {
  uint32_t words_per_element = 1;  // structured buffers: stride / 4; images: components
  uint32_t width = 0;              // images: texels per row (0: not an image)
  uint32_t height = 0;             // images: rows per layer
  uint32_t layers = 1;             // images: multiview layers
};

struct ResourceComparison {
  std::string label;  // "u0 (RWStructuredBuffer)", "render_targets[0] (R32_UINT)"
  ElementFormat format = ElementFormat::U32;
  WordLayout layout;
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

// Compares `got` with `expect`; throws RunnerError when their lengths differ.
ResourceComparison compare(std::string label, ElementFormat format, const WordLayout& layout, const Expectation& expect,
                           const std::vector<uint32_t>& got, std::size_t max_reported);

// Compares `got` with `resource.expect`, which must be present.
ResourceComparison compare(const ManifestResource& resource, const std::vector<uint32_t>& got,
                           std::size_t max_reported);

// "8 (0x00000008)" or "1.5 (0x3fc00000)".
std::string format_word(ElementFormat format, uint32_t word);

}  // namespace untangle::runner
