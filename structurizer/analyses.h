// Analyses of the function a pipeline works on, shared by its passes: each is computed
// when a pass first asks for it and kept until a pass reports that it changed the
// function (Pipeline::run drops them then). Most passes leave most functions as they are,
// so the next pass finds the branch graph, its orders and the loops already there.
#pragma once

#include <optional>

#include "structurizer/dominators.h"
#include "structurizer/function.h"
#include "structurizer/graph.h"
#include "structurizer/loops.h"
#include "structurizer/orders.h"

namespace untangle::structurizer {

class Analyses {
 public:
  // `function` must outlive this and change only between a pass and invalidate().
  explicit Analyses(const Function& function) : function_(function) {}

  const Graph& branch_graph();  // build_graph(function)
  const DepthFirstOrder& branch_order();
  const DominatorTree& branch_dominators();
  const LoopForest& loop_forest();

  // Forgets everything: the function has changed.
  void invalidate();

 private:
  const Function& function_;
  std::optional<Graph> graph_;
  std::optional<DepthFirstOrder> order_;
  std::optional<DominatorTree> dominators_;
  std::optional<LoopForest> forest_;
};

}  // namespace untangle::structurizer
