// without_nested_array_components: stage variables of arrays of arrays with a Component, as
// SPIRV-Tools 2023.1 can judge them (spirv_tools.h says why).
#include <algorithm>
#include <map>
#include <set>
#include <vector>

#include <spirv/unified1/spirv.hpp11>

#include "spirv_tools/spirv_tools.h"

namespace untangle::spirv_tools {

namespace {

constexpr size_t kHeaderWords = 5;

// Each instruction of the module: its first word's index and word count; empty when the words
// are not a module.
std::vector<std::pair<size_t, uint32_t>> instructions(std::span<const uint32_t> words) {
  std::vector<std::pair<size_t, uint32_t>> result;
  for (size_t at = kHeaderWords; at < words.size();) {
    const uint32_t count = words[at] >> 16;
    if (count == 0 || at + count > words.size()) return {};
    result.emplace_back(at, count);
    at += count;
  }
  return result;
}

}  // namespace

std::vector<uint32_t> without_nested_array_components(std::span<const uint32_t> words) {
  if (words.size() < kHeaderWords) return {};
  const auto all = instructions(words);
  std::map<uint32_t, uint32_t> array_elements;  // OpTypeArray -> element type
  std::set<uint32_t> scalars_and_vectors;
  std::map<uint32_t, uint32_t> stage_pointees;  // Input/Output OpTypePointer -> pointee
  std::map<uint32_t, uint32_t> variable_types;  // OpVariable -> pointer type
  std::set<uint32_t> component_targets;
  uint32_t last_location = 0;
  for (const auto& instruction : all) {
    // (Named, not bound: clang 14 cannot capture a structured binding in a lambda.)
    const size_t at = instruction.first;
    const uint32_t count = instruction.second;
    const auto opcode = static_cast<spv::Op>(words[at] & 0xffff);
    const auto operand = [&](size_t i) { return i + 1 < count ? words[at + 1 + i] : 0u; };
    switch (opcode) {
      case spv::Op::OpTypeInt:
      case spv::Op::OpTypeFloat:
      case spv::Op::OpTypeVector: scalars_and_vectors.insert(operand(0)); break;
      case spv::Op::OpTypeArray: array_elements[operand(0)] = operand(1); break;
      case spv::Op::OpTypePointer: {
        const auto storage = static_cast<spv::StorageClass>(operand(1));
        if (storage == spv::StorageClass::Input || storage == spv::StorageClass::Output)
          stage_pointees[operand(0)] = operand(2);
        break;
      }
      case spv::Op::OpVariable: variable_types[operand(1)] = operand(0); break;
      case spv::Op::OpDecorate:
        if (operand(1) == static_cast<uint32_t>(spv::Decoration::Component)) component_targets.insert(operand(0));
        if (operand(1) == static_cast<uint32_t>(spv::Decoration::Location))
          last_location = std::max(last_location, operand(2));
        break;
      default: break;
    }
  }
  // Stage variables of arrays of arrays of scalars or vectors, decorated with a Component.
  std::set<uint32_t> nested;
  for (uint32_t variable : component_targets) {
    const auto pointer = variable_types.find(variable);
    if (pointer == variable_types.end()) continue;
    const auto pointee = stage_pointees.find(pointer->second);
    if (pointee == stage_pointees.end()) continue;
    uint32_t type = pointee->second;
    int levels = 0;
    for (auto array = array_elements.find(type); array != array_elements.end(); array = array_elements.find(type)) {
      type = array->second;
      ++levels;
    }
    if (levels >= 2 && scalars_and_vectors.count(type)) nested.insert(variable);
  }
  if (nested.empty()) return {};
  // The copy: their Component dropped, their Location moved past every other (64 apart, more
  // than an element's rows), so that nothing else is judged differently.
  std::vector<uint32_t> result(words.begin(), words.begin() + kHeaderWords);
  std::map<uint32_t, uint32_t> moved;
  for (uint32_t variable : nested) moved[variable] = last_location + 64 * static_cast<uint32_t>(moved.size() + 1);
  for (const auto& [at, count] : all) {
    const auto opcode = static_cast<spv::Op>(words[at] & 0xffff);
    const bool decorates_nested = opcode == spv::Op::OpDecorate && count >= 3 && nested.count(words[at + 1]);
    if (decorates_nested && words[at + 2] == static_cast<uint32_t>(spv::Decoration::Component)) continue;
    result.insert(result.end(), words.begin() + static_cast<long>(at), words.begin() + static_cast<long>(at + count));
    if (decorates_nested && words[at + 2] == static_cast<uint32_t>(spv::Decoration::Location) && count == 4)
      result.back() = moved.at(words[at + 1]);
  }
  return result;
}

}  // namespace untangle::spirv_tools
