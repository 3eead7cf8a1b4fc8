// Code panels as HTML.
#include "explain/listings.h"

#include <algorithm>
#include <cctype>
#include <set>
#include <string_view>
#include <vector>

#include "explain/html_text.h"

namespace untangle::explain {
namespace {

std::vector<std::string_view> lines_of(std::string_view text) {
  std::vector<std::string_view> lines;
  size_t start = 0;
  while (start < text.size()) {
    const size_t end = std::min(text.find('\n', start), text.size());
    lines.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

std::string error_box(const Failure& failure) {
  return "<div class=\"error\"><b>" + escape_html(failure.stage) + " failed:</b> " + escape_html(failure.message) +
         "</div>";
}

// Length of the `label:` that starts a block's first line (0 when the line is an
// instruction, as for an unnamed entry block); a quoted label may hold ':'.
size_t label_length(std::string_view line) {
  if (line.empty() || line[0] == ' ') return 0;
  size_t position = 0;
  if (line[0] == '"') {
    position = line.find('"', 1);
    if (position == std::string_view::npos) return 0;
  }
  const size_t colon = line.find(':', position);
  return colon == std::string_view::npos ? 0 : colon + 1;
}

// The line of `lines` that shows the instruction the emitter described as `instruction`
// ("%x = call @dx.op.foo" or "call @dx.op.bar"): found by its result name, else by its
// callee. Returns lines.size() when none matches.
size_t instruction_line(const std::vector<std::string_view>& lines, const std::string& instruction) {
  std::string key;
  if (const size_t equals = instruction.find(" = "); equals != std::string::npos) {
    key = instruction.substr(0, equals + 3);
  } else if (const size_t at = instruction.find('@'); at != std::string::npos) {
    key = instruction.substr(at, instruction.find(' ', at) - at) + "(";
  }
  if (key.empty()) return lines.size();
  for (size_t index = 0; index < lines.size(); ++index) {
    std::string_view line = lines[index];
    line.remove_prefix(std::min(line.find_first_not_of(' '), line.size()));
    if (key[0] == '%' ? line.starts_with(key) : line.find(key) != std::string_view::npos) return index;
  }
  return lines.size();
}

}  // namespace

std::string dxil_panel(const DxilListing& listing, const std::optional<Failure>& failure) {
  std::string out = "<div class=\"listing\" id=\"dxil\"><h2>DXIL</h2>\n";
  if (listing.blocks.empty()) {
    out += "<p class=\"note\">" + escape_html(listing.note) + "</p>";
    if (failure) out += error_box(*failure);
    return out + "</div>\n";
  }
  out += "<pre class=\"code\">" + escape_html(listing.header) + "</pre>\n";
  for (uint32_t index = 0; index < listing.blocks.size(); ++index) {
    const std::string id = std::to_string(index);
    const bool named = failure && std::find(failure->dxil_blocks.begin(), failure->dxil_blocks.end(), index) !=
                                      failure->dxil_blocks.end();
    const std::vector<std::string_view> lines = lines_of(listing.blocks[index]);
    out += "<div class=\"blk" + std::string(named ? " err" : "") + "\" id=\"dxil-" + id + "\" data-dxil=\"" + id + "\">";
    const size_t label = lines.empty() ? 0 : label_length(lines[0]);
    if (label == 0)
      out += "<a class=\"lbl gutter\" data-dxil=\"" + id + "\">%" + escape_html(listing.labels[index]) + "</a>";
    const size_t error_after = named ? instruction_line(lines, failure->instruction) : lines.size();
    if (named && error_after == lines.size()) out += error_box(*failure);
    out += "<pre class=\"code\">";
    for (size_t line = 0; line < lines.size(); ++line) {
      std::string_view text = lines[line];
      const bool marked = line == error_after;
      if (marked) out += "<span class=\"errline\">";
      if (line == 0 && label != 0) {
        out += "<a class=\"lbl\" data-dxil=\"" + id + "\">" + escape_html(text.substr(0, label)) + "</a>";
        text.remove_prefix(label);
      }
      out += escape_html(text);
      if (marked) out += "</span></pre>" + error_box(*failure) + "<pre class=\"code\">";
      else if (line + 1 < lines.size()) out += "\n";
    }
    out += "</pre></div>\n";
  }
  return out + "<pre class=\"code\">}</pre></div>\n";
}

std::string spirv_panel(const std::optional<SpirvListing>& spirv, const std::optional<Failure>& failure) {
  std::string out = "<div class=\"listing\" id=\"spirv\"><h2>SPIR-V</h2>\n";
  if (!spirv) {
    out += "<p class=\"note\">No SPIR-V: translation stopped";
    if (failure) out += " in " + escape_html(failure->stage);
    return out + ".</p></div>\n";
  }
  if (!spirv->validation.empty())
    out += "<div class=\"error\"><b>spirv-val:</b> " + escape_html(spirv->validation) + "</div>\n";
  if (!spirv->unjudged.empty())
    out += "<div class=\"error\"><b>not validated:</b> " + escape_html(spirv->unjudged) + "</div>\n";
  if (!spirv->mapping_note.empty()) out += "<p class=\"note\">" + escape_html(spirv->mapping_note) + "</p>\n";
  const std::set<uint32_t> labels(spirv->block_labels.begin(), spirv->block_labels.end());
  // `%N` where N labels a structured block becomes a link to it.
  auto linked = [&](std::string_view line) {
    std::string result;
    size_t position = 0;
    while (position < line.size()) {
      const size_t percent = line.find('%', position);
      if (percent == std::string_view::npos) break;
      size_t end = percent + 1;
      while (end < line.size() && std::isdigit(static_cast<unsigned char>(line[end]))) ++end;
      const bool whole = end > percent + 1 && (end == line.size() || !std::isalnum(static_cast<unsigned char>(line[end])));
      const std::string number(line.substr(percent + 1, end - percent - 1));
      result += escape_html(line.substr(position, percent - position));
      if (whole && number.size() < 10 && labels.count(static_cast<uint32_t>(std::stoul(number))) != 0)
        result += "<a class=\"ref\" data-spv=\"" + number + "\">%" + number + "</a>";
      else
        result += escape_html(line.substr(percent, end - percent));
      position = end;
    }
    return result + escape_html(line.substr(std::min(position, line.size())));
  };
  out += "<pre class=\"code\">";
  bool in_block = false;
  for (std::string_view line : lines_of(spirv->text)) {
    std::string_view trimmed = line.substr(std::min(line.find_first_not_of(' '), line.size()));
    uint32_t label = 0;
    if (trimmed.starts_with('%') && trimmed.ends_with(" = OpLabel")) {
      const std::string number(trimmed.substr(1, trimmed.size() - 11));
      if (!number.empty() && number.size() < 10 && std::all_of(number.begin(), number.end(), ::isdigit))
        label = static_cast<uint32_t>(std::stoul(number));
    }
    if (label != 0 && labels.count(label) != 0) {
      const std::string id = std::to_string(label);
      out += std::string("</pre>") + (in_block ? "</div>" : "") + "\n<div class=\"blk\" id=\"spv-" + id +
             "\" data-spv=\"" + id + "\"><pre class=\"code\">" + escape_html(line.substr(0, line.size() - trimmed.size())) +
             "<a class=\"lbl\" data-spv=\"" + id + "\">%" + id + "</a> = OpLabel\n";
      in_block = true;
      continue;
    }
    if (in_block && trimmed == "OpFunctionEnd") {
      out += "</pre></div>\n<pre class=\"code\">";
      in_block = false;
    }
    out += linked(line) + "\n";
  }
  out += std::string("</pre>") + (in_block ? "</div>" : "");
  return out + "</div>\n";
}

}  // namespace untangle::explain
