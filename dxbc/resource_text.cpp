// The resource binding table as fxc's comment block, and back (resource_text.h).
#include "dxbc/resource_text.h"

#include <algorithm>
#include <span>
#include <string>
#include <vector>

#include "common/error.h"
#include "dxbc/text_numbers.h"
#include "dxbc/text_syntax.h"

namespace untangle::dxbc {
namespace {

// What each D3D_SHADER_INPUT_TYPE looks like in the Type, Format and Dim columns: an empty
// Format is the return type and component count, an empty Dim the view dimension (typed
// views). fxc's spellings; the UAVs with counters (9 to 11), whose fxc spelling is not known
// here, get their own Dim words so that the type reads back.
struct BindingKind {
  uint32_t input_type;
  std::string_view type;
  std::string_view format;
  std::string_view dimension;
  std::string_view register_letter;  // the HLSL Bind column's
  std::string_view id_prefix;        // the ID column's (SM 5.1)
};

constexpr BindingKind kBindingKinds[] = {
    {0, "cbuffer", "NA", "NA", "cb", "CB"},
    {1, "tbuffer", "NA", "NA", "t", "T"},
    {2, "texture", "", "", "t", "T"},
    {3, "sampler", "NA", "NA", "s", "S"},
    {4, "UAV", "", "", "u", "U"},
    {5, "texture", "struct", "r/o", "t", "T"},
    {6, "UAV", "struct", "r/w", "u", "U"},
    {7, "texture", "byte", "r/o", "t", "T"},
    {8, "UAV", "byte", "r/w", "u", "U"},
    {9, "UAV", "struct", "append", "u", "U"},
    {10, "UAV", "struct", "consume", "u", "U"},
    {11, "UAV", "struct", "r/w+cnt", "u", "U"},
};

// D3D_SRV_DIMENSION (UAVs number theirs the same for the dimensions they have).
constexpr text::Word kViewDimensions[] = {
    {0, "NA"},   {1, "buf"},       {2, "1d"}, {3, "1darray"}, {4, "2d"},         {5, "2darray"},
    {6, "2dMS"}, {7, "2dMSarray"}, {8, "3d"}, {9, "cube"},    {10, "cubearray"}, {11, "bufex"},
};

// A typed view's component count is in bits 2-3 of its flags (D3D_SIF_TEXTURE_COMPONENTS).
constexpr uint32_t kComponentShift = 2;
constexpr uint32_t kComponentBits = 3u << kComponentShift;
constexpr uint32_t kUnbounded = 0;  // a bind count of 0: an unbounded array (SM 5.1)

const BindingKind* kind_of(uint32_t input_type) {
  for (const BindingKind& kind : kBindingKinds)
    if (kind.input_type == input_type) return &kind;
  return nullptr;
}

bool typed(const BindingKind& kind) { return kind.format.empty(); }

bool is_5_1(uint8_t major, uint8_t minor) { return major > 5 || (major == 5 && minor >= 1); }

std::string word_or_number(std::span<const text::Word> table, uint32_t value) {
  if (std::optional<std::string_view> word = text::word_for(table, value)) return std::string(*word);
  return std::to_string(value);
}

std::string right(std::string_view text, size_t width) {
  std::string out;
  if (text.size() < width) out.assign(width - text.size(), ' ');
  return out + std::string(text);
}

std::string format_text(const ResourceBinding& binding, const BindingKind& kind) {
  if (!typed(kind)) return std::string(kind.format);
  const uint32_t components = ((binding.flags & kComponentBits) >> kComponentShift) + 1;
  return word_or_number(text::return_types(), binding.return_type) + (components > 1 ? std::to_string(components) : "");
}

std::string print_row(const ResourceBinding& binding, bool sm51) {
  const BindingKind* kind = kind_of(binding.input_type);
  std::string line = "// " + binding.name;
  if (binding.name.size() < 30) line.append(30 - binding.name.size(), ' ');
  line += " " + right(kind ? std::string(kind->type) : std::to_string(binding.input_type), 10);
  line += " " + right(kind ? format_text(binding, *kind) : "NA", 7);
  line += " " + right(kind && !typed(*kind) ? std::string(kind->dimension)
                                            : word_or_number(kViewDimensions, binding.dimension),
                      11);
  const std::string letter(kind ? kind->register_letter : "?");
  if (sm51) line += " " + right(std::string(kind ? kind->id_prefix : "?") + std::to_string(binding.id), 7);
  std::string bind = letter + std::to_string(binding.bind_point);
  if (sm51 && binding.space != 0) bind += ",space" + std::to_string(binding.space);
  line += " " + right(bind, 14);
  line += " " + right(binding.bind_count == kUnbounded ? "unbounded" : std::to_string(binding.bind_count), 6);
  return line + "\n";
}

std::vector<std::string_view> split_words(std::string_view line) {
  std::vector<std::string_view> words;
  size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) ++i;
    const size_t start = i;
    while (i < line.size() && line[i] != ' ' && line[i] != '\t' && line[i] != '\r') ++i;
    if (i > start) words.push_back(line.substr(start, i - start));
  }
  return words;
}

[[noreturn]] void row_error(size_t line_number, const std::string& what) {
  throw Error(Status::MalformedInput, "line " + std::to_string(line_number) + ": resource binding row: " + what);
}

uint32_t number_after(std::string_view word, std::string_view prefix, size_t line_number, std::string_view column) {
  const std::optional<uint64_t> value =
      word.starts_with(prefix) ? text::parse_unsigned(word.substr(prefix.size())) : std::nullopt;
  if (!value || *value > 0xFFFFFFFFu)
    row_error(line_number, "expected " + std::string(prefix) + "N in the " + std::string(column) + " column, found '" +
                               printable_name(word) + "'");
  return static_cast<uint32_t>(*value);
}

// The typed views' Format: a return type and, for more than one, the component count.
void read_format(std::string_view word, ResourceBinding& binding, size_t line_number) {
  uint32_t components = 1;
  if (!word.empty() && word.back() >= '2' && word.back() <= '4') {
    components = static_cast<uint32_t>(word.back() - '0');
    word.remove_suffix(1);
  }
  const std::optional<uint32_t> type = text::value_for(text::return_types(), word);
  if (!type) row_error(line_number, "unknown Format '" + printable_name(word) + "'");
  binding.return_type = *type;
  binding.flags |= (components - 1) << kComponentShift;
}

ResourceBinding read_row(const std::vector<std::string_view>& words, bool has_id, size_t line_number) {
  const size_t columns = has_id ? 7 : 6;
  if (words.size() != columns)
    row_error(line_number, "expected " + std::to_string(columns) + " columns, found " + std::to_string(words.size()));
  ResourceBinding binding;
  binding.name = std::string(words[0]);
  const BindingKind* kind = nullptr;
  for (const BindingKind& candidate : kBindingKinds) {
    if (candidate.type != words[1]) continue;
    if (typed(candidate) ? words[2] != "struct" && words[2] != "byte" && words[2] != "NA"
                         : candidate.format == words[2] && candidate.dimension == words[3]) {
      kind = &candidate;
      break;
    }
  }
  if (!kind)
    row_error(line_number, "unknown Type, Format and Dim '" + printable_name(words[1]) + " " +
                               printable_name(words[2]) + " " + printable_name(words[3]) + "'");
  binding.input_type = kind->input_type;
  if (typed(*kind)) {
    read_format(words[2], binding, line_number);
    const std::optional<uint32_t> dimension = text::value_for(kViewDimensions, words[3]);
    const std::optional<uint64_t> number = text::parse_unsigned(words[3]);
    if (!dimension && !number) row_error(line_number, "unknown Dim '" + printable_name(words[3]) + "'");
    binding.dimension = dimension ? *dimension : static_cast<uint32_t>(*number);
    // fxc's views that are not multisampled say -1 samples.
    binding.sample_count = 0xFFFFFFFFu;
  } else if (kind->format == "struct" || kind->format == "byte") {
    binding.dimension = 1;                                  // buffer
    if (kind->format == "struct") binding.return_type = 6;  // mixed, as fxc writes it
  }
  size_t at = 4;
  if (has_id) binding.id = number_after(words[at++], kind->id_prefix, line_number, "ID");
  std::string_view bind = words[at++];
  const size_t comma = bind.find(',');
  if (comma != std::string_view::npos) {
    binding.space = number_after(bind.substr(comma + 1), "space", line_number, "HLSL Bind");
    bind = bind.substr(0, comma);
  }
  binding.bind_point = number_after(bind, kind->register_letter, line_number, "HLSL Bind");
  if (!has_id) binding.id = binding.bind_point;
  if (words[at] == "unbounded") {
    binding.bind_count = kUnbounded;
  } else {
    const std::optional<uint64_t> count = text::parse_unsigned(words[at]);
    if (!count || *count > 0xFFFFFFFFu)
      row_error(line_number, "expected a count, found '" + printable_name(words[at]) + "'");
    binding.bind_count = static_cast<uint32_t>(*count);
  }
  return binding;
}

// D3D's program type in the RDEF header: 0xFFFF pixel, 0xFFFE vertex, else two letters.
uint16_t rdef_program_type(ProgramType type) {
  switch (type) {
    case ProgramType::Pixel: return 0xFFFF;
    case ProgramType::Vertex: return 0xFFFE;
    case ProgramType::Geometry: return 0x4753;
    case ProgramType::Hull: return 0x4853;
    case ProgramType::Domain: return 0x4453;
    case ProgramType::Compute: return 0x4353;
  }
  return 0;
}

}  // namespace

std::string print_resource_bindings(const ResourceDefinitions& definitions) {
  if (definitions.bindings.empty()) return {};
  const bool sm51 = is_5_1(definitions.major, definitions.minor);
  std::string out = "//\n// Resource Bindings:\n//\n";
  if (sm51) {
    out +=
        "// Name                                 Type  Format         Dim      ID      HLSL Bind  Count\n"
        "// ------------------------------ ---------- ------- ----------- ------- -------------- ------\n";
  } else {
    out +=
        "// Name                                 Type  Format         Dim      HLSL Bind  Count\n"
        "// ------------------------------ ---------- ------- ----------- -------------- ------\n";
  }
  for (const ResourceBinding& binding : definitions.bindings) out += print_row(binding, sm51);
  return out + "//\n//\n";
}

namespace text {

void ResourceBindingReader::read(std::string_view comment, size_t line_number) {
  const std::vector<std::string_view> words = split_words(comment);
  if (words.size() == 2 && words[0] == "Resource" && words[1] == "Bindings:") {
    state_ = State::Title;
    definitions_.emplace();
    return;
  }
  switch (state_) {
    case State::Outside: return;
    case State::Title:
      if (!words.empty() && words[0] == "Name") has_id_ = std::find(words.begin(), words.end(), "ID") != words.end();
      if (!words.empty() && words[0].starts_with("---")) state_ = State::Rows;
      return;
    case State::Rows:
      if (words.empty()) {
        state_ = State::Outside;
        return;
      }
      definitions_->bindings.push_back(read_row(words, has_id_, line_number));
      return;
  }
}

std::optional<ResourceDefinitions> ResourceBindingReader::take(const Program& program) {
  if (!definitions_) return std::nullopt;
  ResourceDefinitions definitions = std::move(*definitions_);
  definitions_.reset();
  state_ = State::Outside;
  definitions.major = static_cast<uint8_t>(program.major);
  definitions.minor = static_cast<uint8_t>(program.minor);
  definitions.program_type = rdef_program_type(program.type);
  definitions.creator = "untangle assemble";
  // fxc lists a buffer for each cbuffer and tbuffer, and one of "resource bind info" (its
  // element type) for each structured view; without the variables the table does not say.
  for (const ResourceBinding& binding : definitions.bindings) {
    const BindingKind* kind = kind_of(binding.input_type);
    const bool structured = kind && kind->format == "struct";
    if (binding.input_type > 1 && !structured) continue;
    ConstantBuffer buffer;
    buffer.name = binding.name;
    buffer.type = structured ? 3 : binding.input_type;  // D3D_CBUFFER_TYPE: 0 cbuffer, 1 tbuffer, 3 bind info
    definitions.constant_buffers.push_back(std::move(buffer));
  }
  return definitions;
}

}  // namespace text
}  // namespace untangle::dxbc
