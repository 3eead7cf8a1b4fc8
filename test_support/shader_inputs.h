// The inputs of shaders/ as every suite, fuzzer seed list and benchmark reads them: which files
// are inputs (NAME.dxil containers, NAME.ll DXIL as LLVM text, NAME.asm DXBC in fxc's syntax;
// not DXC's NAME.dxc.ll listings), and the container bytes of each, text assembled here so
// that no test carries its own copy of how.
#pragma once

#include <cstdint>
#include <filesystem>
#include <vector>

namespace untangle::test_support {

// Whether the file's name makes it a shader input: .dxil, .asm, or .ll but not .dxc.ll.
bool is_shader_input(const std::filesystem::path& path);

// Every shader input under `root` (searched recursively), sorted; none when `root` is missing.
std::vector<std::filesystem::path> shader_inputs(const std::filesystem::path& root);

// What untangle reads for the file: .ll assembled by llvm-as-14 (with -opaque-pointers when the
// text needs it), .asm by dxbc::assemble_container, any other file's bytes as they are. Throws
// std::runtime_error naming the file and the assembler's message when that fails.
std::vector<uint8_t> shader_bytes(const std::filesystem::path& path);

}  // namespace untangle::test_support
