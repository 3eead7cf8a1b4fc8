// Analyses computed on first use from the ones they build on.
#include "structurizer/analyses.h"

namespace untangle::structurizer {

const Graph& Analyses::branch_graph() {
  if (!graph_) graph_.emplace(build_graph(function_));
  return *graph_;
}

const DepthFirstOrder& Analyses::branch_order() {
  if (!order_) order_.emplace(depth_first_order(branch_graph()));
  return *order_;
}

const DominatorTree& Analyses::branch_dominators() {
  if (!dominators_) dominators_.emplace(branch_graph(), branch_order());
  return *dominators_;
}

const LoopForest& Analyses::loop_forest() {
  if (!forest_) forest_.emplace(function_, branch_graph(), branch_order());
  return *forest_;
}

void Analyses::invalidate() {
  graph_.reset();
  order_.reset();
  dominators_.reset();
  forest_.reset();
}

}  // namespace untangle::structurizer
