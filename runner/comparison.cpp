// Word-by-word comparison; reports name the word index and, for structured buffers, the
// element and the word within it, for images the texel, its layer and the component.
#include "runner/comparison.h"

#include "runner/error.h"

#include <bit>
#include <cmath>
#include <cstdio>

namespace untangle::runner {

namespace {

// " element 2 word 1", " texel (3, 1) component 0", " texel (3, 1) layer 1", or "".
std::string place(const WordLayout& layout, std::size_t index) {
  const std::size_t element = index / layout.words_per_element;
  const std::size_t word = index % layout.words_per_element;
  if (layout.width == 0) {
    return layout.words_per_element > 1 ? " element " + std::to_string(element) + " word " + std::to_string(word) : "";
  }
  const std::size_t texels_per_layer = static_cast<std::size_t>(layout.width) * layout.height;
  const std::size_t in_layer = element % texels_per_layer;
  std::string text =
      " texel (" + std::to_string(in_layer % layout.width) + ", " + std::to_string(in_layer / layout.width) + ")";
  if (layout.layers > 1) text += " layer " + std::to_string(element / texels_per_layer);
  if (layout.words_per_element > 1) text += " component " + std::to_string(word);
  return text;
}

}  // namespace

bool word_matches(ElementFormat format, uint32_t expected, uint32_t got, double tolerance) {
  if (format == ElementFormat::U32) return expected == got;
  const double wanted = std::bit_cast<float>(expected);
  const double actual = std::bit_cast<float>(got);
  if (std::isnan(wanted) || std::isnan(actual)) return std::isnan(wanted) && std::isnan(actual);
  if (wanted == actual) return true;  // also -0.0 == 0.0 and equal infinities
  if (std::isinf(wanted) || std::isinf(actual)) return false;
  const double difference = std::fabs(actual - wanted);
  return difference <= tolerance || difference <= tolerance * std::fabs(wanted);
}

ResourceComparison compare(std::string label, ElementFormat format, const WordLayout& layout, const Expectation& expect,
                           const std::vector<uint32_t>& got, std::size_t max_reported) {
  if (got.size() != expect.words.size()) {
    throw RunnerError(label + ": read back " + std::to_string(got.size()) + " words, expected " +
                      std::to_string(expect.words.size()));
  }
  ResourceComparison comparison;
  comparison.label = std::move(label);
  comparison.format = format;
  comparison.layout = layout;
  comparison.word_count = got.size();
  for (std::size_t index = 0; index < got.size(); ++index) {
    if (word_matches(format, expect.words[index], got[index], expect.tolerance)) continue;
    ++comparison.mismatch_count;
    if (comparison.first_mismatches.size() < max_reported) {
      comparison.first_mismatches.push_back({index, expect.words[index], got[index]});
    }
  }
  return comparison;
}

ResourceComparison compare(const ManifestResource& resource, const std::vector<uint32_t>& got,
                           std::size_t max_reported) {
  if (!resource.expect) throw RunnerError(resource.label() + " has no expectation to compare");
  WordLayout layout;
  layout.words_per_element = resource.stride >= sizeof(uint32_t) ? resource.stride / sizeof(uint32_t) : 1;
  if (is_texture_kind(resource.kind)) {
    const TextureShape& shape = resource.texture;
    layout.words_per_element = static_cast<uint32_t>(resource.data.size() / (shape.words(1)));
    // Texels are named by their place where every layer is one subresource of one sample.
    if (shape.mip_levels == 1 && shape.samples == 1 && shape.depth == 1) {
      layout.width = shape.width;
      layout.height = shape.height;
      layout.layers = shape.layers;
    }
  }
  return compare(resource.label(), resource.format, layout, *resource.expect, got, max_reported);
}

std::string format_word(ElementFormat format, uint32_t word) {
  char text[64];
  if (format == ElementFormat::F32) {
    std::snprintf(text, sizeof(text), "%.9g (0x%08x)", static_cast<double>(std::bit_cast<float>(word)), word);
  } else {
    std::snprintf(text, sizeof(text), "%u (0x%08x)", word, word);
  }
  return text;
}

std::string ResourceComparison::describe() const {
  std::string text = label + ": ";
  if (passed()) return text + "all " + std::to_string(word_count) + " words as expected\n";
  text += std::to_string(mismatch_count) + " of " + std::to_string(word_count) + " words differ\n";
  for (const Mismatch& mismatch : first_mismatches) {
    text += "  [" + std::to_string(mismatch.index) + "]" + place(layout, mismatch.index);
    text +=
        ": expected " + format_word(format, mismatch.expected) + ", got " + format_word(format, mismatch.got) + "\n";
  }
  if (mismatch_count > first_mismatches.size()) {
    text += "  ... and " + std::to_string(mismatch_count - first_mismatches.size()) + " more\n";
  }
  return text;
}

}  // namespace untangle::runner
