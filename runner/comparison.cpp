// Word-by-word comparison; reports name the word index and, for structured buffers, the
// element and the word within it.
#include "runner/comparison.h"

#include "runner/errors.h"

#include <bit>
#include <cmath>
#include <cstdio>

namespace untangle::runner {

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

ResourceComparison compare(const ManifestResource& resource, const std::vector<uint32_t>& got,
                           std::size_t max_reported) {
  if (!resource.expect) throw RunnerError(resource.label() + " has no expectation to compare");
  const Expectation& expect = *resource.expect;
  if (got.size() != expect.words.size()) {
    throw RunnerError(resource.label() + ": read back " + std::to_string(got.size()) + " words, expected " +
                      std::to_string(expect.words.size()));
  }
  ResourceComparison comparison;
  comparison.label = resource.label();
  comparison.format = resource.format;
  comparison.stride = resource.stride;
  comparison.word_count = got.size();
  for (std::size_t index = 0; index < got.size(); ++index) {
    if (word_matches(resource.format, expect.words[index], got[index], expect.tolerance)) continue;
    ++comparison.mismatch_count;
    if (comparison.first_mismatches.size() < max_reported) {
      comparison.first_mismatches.push_back({index, expect.words[index], got[index]});
    }
  }
  return comparison;
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
  const uint32_t words_per_element = stride >= sizeof(uint32_t) ? stride / sizeof(uint32_t) : 0;
  for (const Mismatch& mismatch : first_mismatches) {
    text += "  [" + std::to_string(mismatch.index) + "]";
    if (words_per_element > 1) {
      text += " element " + std::to_string(mismatch.index / words_per_element) + " word " +
              std::to_string(mismatch.index % words_per_element);
    }
    text +=
        ": expected " + format_word(format, mismatch.expected) + ", got " + format_word(format, mismatch.got) + "\n";
  }
  if (mismatch_count > first_mismatches.size()) {
    text += "  ... and " + std::to_string(mismatch_count - first_mismatches.size()) + " more\n";
  }
  return text;
}

}  // namespace untangle::runner
