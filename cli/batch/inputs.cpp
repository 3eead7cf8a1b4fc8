// Input discovery: a recursive walk that skips the output directory, and content sniffing.
#include "cli/batch/inputs.h"

#include <algorithm>
#include <optional>
#include <cstring>
#include <stdexcept>
#include <system_error>

#include "common/error.h"
#include "dxil/container.h"

namespace untangle::batch {

namespace fs = std::filesystem;

namespace {

// The name an argument contributes to its keys: its own last component ("." and ".."
// resolved), as `cp -r DIR OUT` would name the copy.
std::string root_name(const fs::path& argument) {
  std::error_code error;
  const fs::path canonical = fs::weakly_canonical(argument, error);
  const std::string name = (error ? argument : canonical).filename().string();
  if (name.empty() || name == "." || name == "..")
    throw std::runtime_error(argument.string() + ": cannot name its outputs (give a directory with a name)");
  return name;
}

constexpr uint8_t kDxbcMagic[] = {'D', 'X', 'B', 'C'};
constexpr uint8_t kBitcodeMagic[] = {'B', 'C', 0xC0, 0xDE};
constexpr uint8_t kWrapperMagic[] = {0xDE, 0xC0, 0x17, 0x0B};

std::optional<dxil::Container> parse_dxbc(std::span<const uint8_t> bytes) {
  try {
    return dxil::parse_container(bytes);
  } catch (const Error&) {
    return std::nullopt;
  }
}

bool is_inside(const fs::path& path, const fs::path& directory) {
  if (directory.empty()) return false;
  auto [end, unused] = std::mismatch(directory.begin(), directory.end(), path.begin(), path.end());
  return end == directory.end();
}

}  // namespace

std::vector<InputFile> collect_inputs(std::span<const std::string> arguments, const fs::path& output_directory) {
  std::error_code error;
  fs::path excluded = fs::weakly_canonical(output_directory, error);
  if (error) excluded.clear();
  std::vector<InputFile> inputs;
  for (const std::string& argument : arguments) {
    const fs::path root(argument);
    const fs::file_status status = fs::status(root, error);
    if (error || !fs::exists(status)) throw std::runtime_error(argument + ": no such file or directory");
    if (is_inside(fs::weakly_canonical(root, error), excluded))
      throw std::runtime_error(argument + ": is inside the output directory " + output_directory.string());
    const std::string name = root_name(root);
    if (!fs::is_directory(status)) {
      inputs.push_back({root, name, fs::is_regular_file(status)});
      continue;
    }
    fs::recursive_directory_iterator walk(root, fs::directory_options::skip_permission_denied, error);
    if (error) throw std::runtime_error(argument + ": " + error.message());
    for (; walk != fs::recursive_directory_iterator(); walk.increment(error)) {
      if (error) throw std::runtime_error(argument + ": " + error.message());
      const fs::directory_entry& entry = *walk;
      if (entry.is_directory(error)) {
        if (is_inside(fs::weakly_canonical(entry.path(), error), excluded)) walk.disable_recursion_pending();
        continue;
      }
      inputs.push_back({entry.path(), name + "/" + entry.path().lexically_relative(root).generic_string(),
                        entry.is_regular_file(error)});
    }
  }
  std::sort(inputs.begin(), inputs.end(), [](const InputFile& a, const InputFile& b) { return a.key < b.key; });
  const auto repeated = std::adjacent_find(inputs.begin(), inputs.end(),
                                           [](const InputFile& a, const InputFile& b) { return a.key == b.key; });
  if (repeated != inputs.end())
    throw std::runtime_error("two inputs would write the same outputs: " + repeated->path.string() + " and " +
                             std::next(repeated)->path.string() + " (both " + repeated->key + ")");
  return inputs;
}

bool has_shader_magic(std::span<const uint8_t> first_bytes) {
  for (const uint8_t* magic : {kDxbcMagic, kBitcodeMagic, kWrapperMagic})
    if (first_bytes.size() >= 4 && std::memcmp(first_bytes.data(), magic, 4) == 0) return true;
  return false;
}

std::string reason_not_a_shader(std::span<const uint8_t> bytes) {
  if (!has_shader_magic(bytes)) return kNotAShader;
  if (std::memcmp(bytes.data(), kDxbcMagic, 4) != 0) return "";
  const std::optional<dxil::Container> container = parse_dxbc(bytes);
  if (!container) return "";
  if (container->program_format != dxil::ProgramFormat::None) return "";
  std::string parts;
  for (const dxil::ContainerPart& part : container->parts) parts += (parts.empty() ? "" : ", ") + part.four_cc_text();
  return "a DXBC container without a shader program (parts: " + (parts.empty() ? std::string("none") : parts) + ")";
}

}  // namespace untangle::batch
