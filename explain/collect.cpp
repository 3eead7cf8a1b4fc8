// collect: the translation pipeline with an observer, and failures turned into the
// blocks they name.
#include "explain/collect.h"

#include <algorithm>

#include "dxil/disassembler.h"
#include "dxil/dxil_metadata.h"
#include "dxil/slot_numbering.h"
#include "explain/dxil_split.h"
#include "explain/spirv_blocks.h"
#include "spirv_emit/cfg_from_dxil.h"
#include "spirv_emit/translate.h"
#include "spirv_tools/spirv_tools.h"
#include "structurizer/error.h"
#include "structurizer/structurize.h"
#include "test_support/structured_checker.h"

namespace untangle::explain {
namespace {

// The function's blocks as the disassembler prints them.
DxilListing dxil_listing(const dxil::Module& module, const dxil::Function& function) {
  size_t definition = 0;
  for (const auto& candidate : module.functions) {
    if (candidate.get() == &function) break;
    if (!candidate->is_declaration && !candidate->blocks.empty()) ++definition;
  }
  std::vector<std::string> labels = dxil::block_labels(function);
  try {
    return split_function(dxil::disassemble(module), definition, std::move(labels));
  } catch (const dxil::DisassemblyError& error) {
    DxilListing listing;
    listing.labels = std::move(labels);
    listing.note = std::string("the module cannot be disassembled: ") + error.what();
    return listing;
  }
}

// The names a message quotes ('name').
std::vector<std::string> quoted_names(const std::string& message) {
  std::vector<std::string> names;
  size_t open = message.find('\'');
  while (open != std::string::npos) {
    const size_t close = message.find('\'', open + 1);
    if (close == std::string::npos) break;
    names.push_back(message.substr(open + 1, close - open - 1));
    open = message.find('\'', close + 1);
  }
  return names;
}

// The blocks of `function` that `failure`'s message quotes, and their DXIL blocks.
void name_blocks(Failure& failure, const structurizer::Function& function) {
  for (const std::string& name : quoted_names(failure.message)) {
    const structurizer::BlockId block = function.find(name);
    if (block == structurizer::kNoBlock || std::find(failure.cfg_blocks.begin(), failure.cfg_blocks.end(), name) != failure.cfg_blocks.end())
      continue;
    failure.cfg_blocks.push_back(name);
    if (!function.block(block).synthetic()) failure.dxil_blocks.push_back(function.block(block).origin);
  }
}

// The DXIL block of an emitter location: "%label" (LLVM's label) or "#index".
void name_dxil_block(Failure& failure, const std::string& block, const std::vector<std::string>& labels) {
  if (block.starts_with("#")) {
    const uint32_t index = static_cast<uint32_t>(std::stoul(block.substr(1)));
    if (index < labels.size()) failure.dxil_blocks.push_back(index);
    return;
  }
  const std::string label = block.starts_with("%") ? block.substr(1) : block;
  const auto found = std::find(labels.begin(), labels.end(), label);
  const auto index = static_cast<uint32_t>(found - labels.begin());
  if (found != labels.end() && std::find(failure.dxil_blocks.begin(), failure.dxil_blocks.end(), index) == failure.dxil_blocks.end())
    failure.dxil_blocks.push_back(index);
}

SpirvListing spirv_listing(const std::vector<uint32_t>& words, const structurizer::Function& structured) {
  SpirvListing listing;
  const spirv_tools::ValidationResult validation = spirv_tools::validate(words);
  if (!validation.unjudged.empty()) {
    // The system's SPIRV-Tools predates the module's extension (work graphs): no text to show,
    // and no verdict; the passes stand.
    listing.unjudged = validation.unjudged;
    listing.mapping_note = "SPIR-V blocks are not linked: the system's SPIRV-Tools cannot disassemble the module.";
    return listing;
  }
  listing.text = spirv_tools::disassemble(words);
  if (!validation.valid) listing.validation = validation.messages;
  BlockLabels labels = match_block_labels(words, structured);
  listing.block_labels = std::move(labels.labels);
  if (!labels.problem.empty()) listing.mapping_note = "SPIR-V blocks are not linked: " + labels.problem + ".";
  return listing;
}

}  // namespace

Explanation collect(const api::Module& module, const std::string& source, const std::string& entry_name,
                    const api::TranslateOptions& options) {
  const dxil::EntryPoint& entry = module.entry_point(entry_name);
  if (entry.function == nullptr || entry.function->is_declaration || entry.function->blocks.empty())
    throw Error(Status::MalformedInput, "entry point '" + entry.name + "' has no function body");
  const dxil::Function& function = *entry.function;

  Explanation explanation;
  explanation.source = source;
  explanation.function = function.name;
  explanation.dxil = dxil_listing(module.ir(), function);

  structurizer::Function input;
  try {
    input = spirv_emit::cfg_from_dxil(function);
  } catch (const std::exception& error) {
    Failure failure{"cfg", error.what(), {}, {}, {}};
    for (const std::string& name : quoted_names(failure.message)) name_dxil_block(failure, name, explanation.dxil.labels);
    explanation.failure = std::move(failure);
    return explanation;
  }

  structurizer::StructurizeOptions structurize_options;
  structurize_options.verify = true;
  structurize_options.structured_check = test_support::check_structured;
  structurize_options.observer = [&explanation](size_t, std::string_view pass, const structurizer::Function& snapshot) {
    explanation.snapshots.push_back({std::string(pass), snapshot});
  };
  structurizer::Function structured;
  try {
    structured = structurizer::structurize(input, structurize_options);
  } catch (const std::exception& error) {
    // Snapshot i follows pass i, so the pass that failed is the one after the last snapshot.
    const structurizer::Pipeline pipeline = structurizer::default_pipeline();
    const size_t failed = explanation.snapshots.empty() ? 0 : explanation.snapshots.size() - 1;
    std::string stage = explanation.snapshots.empty() ? "structurizer input checks"
                        : failed < pipeline.passes().size() ? std::string(pipeline.passes()[failed]->name())
                                                             : "structurizer";
    Failure failure{std::move(stage), error.what(), {}, {}, {}};
    name_blocks(failure, explanation.snapshots.empty() ? input : explanation.snapshots.back().function);
    explanation.failure = std::move(failure);
    return explanation;
  }

  spirv_emit::Translation translation;
  try {
    // The other functions as a translation structurizes them (their failures are emission's, as ever).
    translation = spirv_emit::emit_spirv(module.info(), entry,
                                         api::structurize_functions(module, entry, structured, {}),
                                         api::emit_options(module, entry, options));
  } catch (const spirv_emit::TranslateError& error) {
    Failure failure{"emit", error.what(), {}, {}, error.location().instruction};
    if (!error.location().block.empty()) name_dxil_block(failure, error.location().block, explanation.dxil.labels);
    explanation.failure = std::move(failure);
    return explanation;
  } catch (const std::exception& error) {
    explanation.failure = Failure{"emit", error.what(), {}, {}, {}};
    return explanation;
  }
  try {
    explanation.spirv = spirv_listing(translation.words, structured);
  } catch (const std::exception& error) {  // SPIRV-Tools cannot disassemble the words
    explanation.failure = Failure{"disassembly", error.what(), {}, {}, {}};
  }
  return explanation;
}

}  // namespace untangle::explain
