// split_function: a line scan.
#include "explain/dxil_split.h"

namespace untangle::explain {

DxilListing split_function(std::string_view module_text, size_t definition, std::vector<std::string> labels) {
  DxilListing listing;
  listing.labels = std::move(labels);
  size_t seen = 0;
  bool in_body = false;
  std::vector<std::string> blocks;
  std::string current;
  size_t start = 0;
  while (start < module_text.size()) {
    const size_t end = std::min(module_text.find('\n', start), module_text.size());
    const std::string_view line = module_text.substr(start, end - start);
    start = end + 1;
    if (!in_body) {
      if (!line.starts_with("define ")) continue;
      if (seen++ != definition) continue;
      listing.header = line;
      in_body = true;
      continue;
    }
    if (line == "}" || line.empty()) {
      if (!current.empty()) blocks.push_back(std::move(current));
      current.clear();
      if (line == "}") break;
      continue;
    }
    if (!current.empty()) current += '\n';
    current += line;
  }
  if (!in_body) {
    listing.note = "the disassembly has no definition #" + std::to_string(definition);
  } else if (blocks.size() != listing.labels.size()) {
    listing.note = "the disassembly of the function has " + std::to_string(blocks.size()) + " paragraphs for " +
                   std::to_string(listing.labels.size()) + " blocks";
  } else {
    listing.blocks = std::move(blocks);
  }
  return listing;
}

}  // namespace untangle::explain
