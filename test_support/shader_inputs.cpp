// shader_inputs.h: finding shaders/ inputs and turning each into container bytes.
#include "test_support/shader_inputs.h"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>
#include <string_view>

#include "dxbc/assembler.h"

namespace untangle::test_support {
namespace {

namespace fs = std::filesystem;

std::vector<uint8_t> read_file(const fs::path& path) {
  std::ifstream stream(path, std::ios::binary);
  if (!stream) throw std::runtime_error("cannot open " + path.string());
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(stream), std::istreambuf_iterator<char>());
}

// A directory of this call's own (tests run in parallel, in several processes), removed after.
class ScratchDirectory {
 public:
  ScratchDirectory() {
    std::string pattern = (fs::temp_directory_path() / "untangle-shader-XXXXXX").string();
    if (mkdtemp(pattern.data()) == nullptr)
      throw std::runtime_error(std::string("cannot create a temporary directory: ") + std::strerror(errno));
    path_ = pattern;
  }
  ~ScratchDirectory() {
    std::error_code ignored;
    fs::remove_all(path_, ignored);
  }
  ScratchDirectory(const ScratchDirectory&) = delete;
  ScratchDirectory& operator=(const ScratchDirectory&) = delete;
  const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

// DXIL text has typed pointers; the reader's fixtures written with `ptr` need -opaque-pointers.
// The message of the typed attempt is the one reported: it is the form DXIL is written in.
std::vector<uint8_t> assemble_llvm_text(const fs::path& path) {
  const ScratchDirectory scratch;
  const fs::path output = scratch.path() / "shader.bc";
  const fs::path messages = scratch.path() / "messages.txt";
  const std::string command = "llvm-as-14 '" + path.string() + "' -o '" + output.string() + "'";
  if (std::system((command + " 2>'" + messages.string() + "'").c_str()) != 0 &&
      std::system((command + " -opaque-pointers 2>/dev/null").c_str()) != 0) {
    const std::vector<uint8_t> text = read_file(messages);
    throw std::runtime_error("llvm-as-14 rejected " + path.string() + ": " + std::string(text.begin(), text.end()));
  }
  return read_file(output);
}

std::vector<uint8_t> assemble_fxc_text(const fs::path& path) {
  const std::vector<uint8_t> text = read_file(path);
  try {
    return dxbc::assemble_container(std::string_view(reinterpret_cast<const char*>(text.data()), text.size()));
  } catch (const std::exception& error) {
    throw std::runtime_error(path.string() + ": " + error.what());
  }
}

}  // namespace

bool is_shader_input(const fs::path& path) {
  const fs::path extension = path.extension();
  if (extension == ".dxil" || extension == ".asm") return true;
  return extension == ".ll" && path.stem().extension() != ".dxc";
}

std::vector<fs::path> shader_inputs(const fs::path& root) {
  std::vector<fs::path> inputs;
  if (!fs::is_directory(root)) return inputs;
  for (const auto& entry : fs::recursive_directory_iterator(root))
    if (entry.is_regular_file() && is_shader_input(entry.path())) inputs.push_back(entry.path());
  std::sort(inputs.begin(), inputs.end());
  return inputs;
}

std::vector<uint8_t> shader_bytes(const fs::path& path) {
  if (path.extension() == ".ll") return assemble_llvm_text(path);
  if (path.extension() == ".asm") return assemble_fxc_text(path);
  return read_file(path);
}

}  // namespace untangle::test_support
