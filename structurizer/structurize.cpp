// The default pipeline and the structurize() entry point.
#include "structurizer/structurize.h"

#include "structurizer/error.h"
#include "structurizer/pass_entry_block.h"
#include "structurizer/pass_loop_headers.h"
#include "structurizer/pass_loop_latches.h"
#include "structurizer/pass_loop_merges.h"
#include "structurizer/pass_return_loop.h"
#include "structurizer/pass_selection_constructs.h"
#include "structurizer/pass_switch_breaks.h"
#include "structurizer/pass_switch_continues.h"
#include "structurizer/pass_switch_targets.h"
#include "structurizer/verify.h"

namespace untangle::structurizer {

Pipeline default_pipeline() {
  Pipeline pipeline;
  pipeline.add(std::make_unique<EntryBlockPass>())
      .add(std::make_unique<LoopLatchesPass>())
      .add(std::make_unique<LoopMergesPass>())
      .add(std::make_unique<LoopHeadersPass>())
      .add(std::make_unique<SwitchTargetsPass>())
      .add(std::make_unique<ReturnLoopPass>())
      .add(std::make_unique<SelectionConstructsPass>())
      .add(std::make_unique<SwitchContinuesPass>())
      .add(std::make_unique<SwitchBreaksPass>());
  return pipeline;
}

Function structurize(Function function, const StructurizeOptions& options) {
  // Malformed input must fail cleanly in every build, so what a caller can get wrong is
  // always checked; the rest only Function's own edits could break.
  if (options.verify)
    verify_function(function);
  else
    verify_blocks(function);
  for (const Block& block : function.blocks())
    if (block.terminator.kind == TerminatorKind::SelectorSwitch || !block.assignments.empty())
      throw InvalidFunctionError("function '" + function.name() + "': input block '" + block.name +
                                      "' already uses selectors");
  Pipeline pipeline = default_pipeline();
  pipeline.set_verify(options.verify);
  if (options.structured_check) pipeline.set_structured_check(options.structured_check);
  if (options.observer) pipeline.set_observer(options.observer);
  pipeline.run(function);
  return function;
}

}  // namespace untangle::structurizer
