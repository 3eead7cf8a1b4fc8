// Shared helpers of the SPIR-V emission tests: loading shaders (containers, .ll text and .asm
// fxc listings, through test_support/shader_inputs.h), a CFG for functions that are one basic block, translation
// straight to validated words, and exact matching of disassembled instructions.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "api/facade.h"
#include "dxil/ir.h"
#include "spirv_emit/options.h"
#include "spirv_emit/translate.h"
#include "structurizer/function.h"

namespace untangle::spirv_emit::testing {

std::filesystem::path shaders_dir();
// Whether a shader of shaders/ is one untangle rejects on purpose: its golden is NAME.error
// (reference/<area>/, scripts/update-references); the golden test checks its message.
bool rejected_by_golden(const std::filesystem::path& shader);
std::vector<uint8_t> read_file_bytes(const std::filesystem::path& path);

// The container bytes of a shaders/ input (test_support::shader_bytes): a .dxil as it is, .ll
// text through llvm-as-14, an .asm listing through the DXBC assembler.
std::vector<uint8_t> load_bytes(const std::filesystem::path& path);
// The same, parsed.
std::shared_ptr<const api::Module> load_module(const std::filesystem::path& path);
// LLVM text assembled by llvm-as-14 (through a file private to this process named `name`).
std::vector<uint8_t> assemble_text(const std::string& text, const std::string& name);

// Translates the module's only entry point through the library's facade.
Translation translate_module(const api::Module& module, const Options& options = {});

// The structured CFG of a function made of one basic block that returns.
structurizer::Function single_block_cfg(const dxil::Function& function);

// Emits the module's entry point, which must be a single block, from single_block_cfg.
Translation translate_single_block(const api::Module& module, const Options& options = {});

// The words of the translation of `bytes` (the module's only entry point), which must pass
// the validator (a test failure naming its messages otherwise).
std::vector<uint32_t> validated_words(const std::vector<uint8_t>& bytes, const Options& options = {});
// Their disassembly, as disassembly_lines gives it.
std::vector<std::string> validated_lines(const std::vector<uint8_t>& bytes, const Options& options = {});

// The module's disassembly (spirv-dis style), one instruction per element, unindented.
std::vector<std::string> disassembly_lines(const std::vector<uint32_t>& words);
// The same of disassembly text (an --asm output).
std::vector<std::string> disassembly_lines(const std::string& assembly);
// How many lines match `pattern` exactly (a regular expression; result ids as %\w+).
size_t count_matching(const std::vector<std::string>& lines, const std::string& pattern);
// The index of the first line matching `pattern` at or after `from`; lines.size() if none.
size_t find_matching(const std::vector<std::string>& lines, const std::string& pattern, size_t from = 0);

// `text` with `from` replaced by `to`, which must occur once (a test failure otherwise).
std::string replaced(std::string text, const std::string& from, const std::string& to);

// Each pattern matches a line after the previous one's (a test failure naming the first that
// does not).
void expect_in_order(const std::vector<std::string>& lines, const std::vector<std::string>& patterns);
// Exactly one line, or none, matches `pattern`.
#define EXPECT_ONE(lines, pattern) EXPECT_EQ(count_matching(lines, pattern), 1u) << (pattern)
#define EXPECT_NONE(lines, pattern) EXPECT_EQ(count_matching(lines, pattern), 0u) << (pattern)

// Inputs of a shaders/ subfolder with the given extension, sorted.
std::vector<std::filesystem::path> shader_files(const std::string& subfolder, const std::string& extension);

}  // namespace untangle::spirv_emit::testing
