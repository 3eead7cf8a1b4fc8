// DOT writer for CFGs.
#include "graphviz/dot_writer.h"

#include <sstream>

#include "structurizer/orders.h"

namespace untangle::graphviz {

using namespace structurizer;


namespace {

// A DOT string; labels use DOT's own "\n" escape for line breaks, so only quotes are escaped.
std::string quoted(const std::string& text) {
  std::string result = "\"";
  for (char c : text) {
    if (c == '"') result += '\\';
    result += c;
  }
  return result + '"';
}

std::string node_label(const Function& function, BlockId id) {
  std::string label;
  for (const std::string& line : block_label_lines(function, id)) label += (label.empty() ? "" : "\\n") + line;
  return label;
}

}  // namespace

std::vector<std::string> block_label_lines(const Function& function, BlockId id) {
  const Block& block = function.block(id);
  std::vector<std::string> lines = {block.name};
  for (const SelectorAssignment& assignment : block.assignments)
    lines.push_back(function.selectors()[assignment.selector] + " = " + std::to_string(assignment.value));
  switch (block.terminator.kind) {
    case TerminatorKind::Return: lines.push_back("return"); break;
    case TerminatorKind::Unreachable: lines.push_back("unreachable"); break;
    case TerminatorKind::SelectorSwitch: lines.push_back("switch " + function.selectors()[block.terminator.selector]); break;
    case TerminatorKind::SelectorBranch:
      lines.push_back("if " + function.selectors()[block.terminator.selector] + " == " +
                      std::to_string(block.terminator.case_values[0]));
      break;
    default: break;
  }
  return lines;
}

std::string edge_label(const Terminator& terminator, size_t slot) {
  switch (terminator.kind) {
    case TerminatorKind::ConditionalBranch:
    case TerminatorKind::SelectorBranch: return slot == 0 ? "T" : "F";
    case TerminatorKind::Switch:
    case TerminatorKind::SelectorSwitch:
      return slot == 0 ? "default" : std::to_string(terminator.case_values[slot - 1]);
    default: return {};
  }
}

void write_dot(const Function& function, std::ostream& out, const std::string& title) {
  const DepthFirstOrder order = depth_first_order(build_graph(function, EdgeKinds::Structural));
  out << "digraph " << quoted(function.name()) << " {\n";
  if (!title.empty()) out << "  label=" << quoted(title) << ";\n  labelloc=t;\n";
  out << "  node [shape=box, fontname=\"monospace\"];\n";
  for (BlockId id = 0; id < function.size(); ++id) {
    const Block& block = function.block(id);
    out << "  n" << id << " [label=" << quoted(node_label(function, id));
    std::string style = block.synthetic() ? "dashed" : "solid";
    if (block.merge.kind == MergeKind::Selection) style += ",bold";
    out << ", style=" << quoted(style);
    if (block.merge.kind == MergeKind::Loop) out << ", peripheries=2";
    if (id == function.entry()) out << ", shape=house";
    out << "];\n";
  }
  for (BlockId id = 0; id < function.size(); ++id) {
    const Block& block = function.block(id);
    const Terminator& terminator = block.terminator;
    for (size_t slot = 0; slot < terminator.targets.size(); ++slot) {
      const BlockId target = terminator.targets[slot];
      // A retreating edge of the DFS: the back edge of a (reducible) loop.
      const bool back = order.reachable(id) && order.reachable(target) && order.rpo_index[target] <= order.rpo_index[id];
      out << "  n" << id << " -> n" << target << " [label=" << quoted(edge_label(terminator, slot));
      if (back) out << ", color=red, style=bold";
      out << "];\n";
    }
    if (block.merge.kind != MergeKind::None)
      out << "  n" << id << " -> n" << block.merge.merge_block
          << " [style=dashed, color=blue, label=\"merge\", constraint=false];\n";
    if (block.merge.kind == MergeKind::Loop)
      out << "  n" << id << " -> n" << block.merge.continue_target
          << " [style=dashed, color=darkgreen, label=\"continue\", constraint=false];\n";
  }
  out << "}\n";
}

std::string to_dot(const Function& function, const std::string& title) {
  std::ostringstream out;
  write_dot(function, out, title);
  return out.str();
}

}  // namespace untangle::graphviz
