// Page assembly: header, step list, per-step notes, pictures, code panels, then the
// inline style and script (page_assets).
#include "explain/page.h"

#include <algorithm>

#include "explain/changes.h"
#include "explain/html_text.h"
#include "explain/listings.h"
#include "explain/page_assets.h"
#include "explain/svg_picture.h"

namespace untangle::explain {
namespace {

// Lists longer than this are cut, saying how many items were left out.
constexpr size_t kListedItems = 200;

std::string plural(size_t count, const std::string& noun) {
  return std::to_string(count) + " " + noun + (count == 1 ? "" : "s");
}

std::string two_digits(size_t number) {
  std::string text = std::to_string(number);
  if (text.size() < 2) text.insert(0, "0");
  return text;
}

size_t branch_edges(const structurizer::Function& function) {
  size_t count = 0;
  for (const structurizer::Block& block : function.blocks()) count += block.terminator.distinct_targets().size();
  return count;
}

// Block and edge names are links to the block (data-b), as in the pictures.
std::string block_link(const UnionGraph& graph, uint32_t node) {
  return "<a class=\"blink\" data-b=\"" + std::to_string(node) + "\">" + escape_html(graph.nodes[node].name) + "</a>";
}

template <typename Item>
std::string item_list(const std::string& title, const std::vector<Item>& items, auto&& render) {
  if (items.empty()) return {};
  std::string out = "<h3>" + escape_html(title) + " (" + std::to_string(items.size()) + ")</h3><ul>";
  for (size_t index = 0; index < std::min(items.size(), kListedItems); ++index) out += "<li>" + render(items[index]) + "</li>";
  if (items.size() > kListedItems) out += "<li>… and " + std::to_string(items.size() - kListedItems) + " more</li>";
  return out + "</ul>";
}

std::string change_summary(const PassChanges& changes) {
  if (changes.empty()) return "no change";
  std::string summary;
  auto add = [&](size_t added, size_t removed, const std::string& noun) {
    if (added == 0 && removed == 0) return;
    summary += summary.empty() ? "" : ", ";
    if (added != 0) summary += "+" + std::to_string(added);
    if (added != 0 && removed != 0) summary += " ";
    if (removed != 0) summary += "−" + std::to_string(removed);
    summary += " " + noun + (added + removed == 1 ? "" : "s");
  };
  add(changes.added_blocks.size(), changes.removed_blocks.size(), "block");
  add(changes.added_edges.size(), changes.removed_edges.size(), "edge");
  if (!changes.constructs.empty()) add(changes.constructs.size(), 0, "construct");
  return summary;
}

class PageWriter {
 public:
  PageWriter(const Explanation& explanation, const UnionGraph& graph, const Layout* layout, const std::string& problem)
      : explanation_(explanation), graph_(graph), layout_(layout), problem_(problem) {}

  std::string write() {
    find_links();
    const std::vector<Snapshot>& snapshots = explanation_.snapshots;
    for (size_t index = 1; index < snapshots.size(); ++index) changes_.push_back(pass_changes(graph_, snapshots, index));

    std::string out = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>untangle explain: " +
                      escape_html(explanation_.source) + "</title>\n<style>\n" + std::string(kPageStyle) +
                      "</style></head>\n<body data-status=\"loading\">\n" + svg_markers() + header() +
                      "<div id=\"main\">\n" + steps() + "<section id=\"pictures\">\n" + notes() + pictures() +
                      "</section>\n<section id=\"code\">\n" + dxil_panel(explanation_.dxil, explanation_.failure) +
                      spirv_panel(explanation_.spirv, explanation_.failure) + "</section>\n</div>\n<script>\n" +
                      std::string(kPageScript) + "</script>\n</body></html>\n";
    return out;
  }

 private:
  // SPIR-V labels and the failure's blocks, by union node.
  void find_links() {
    spirv_labels_.assign(graph_.nodes.size(), 0);
    error_nodes_.assign(graph_.nodes.size(), false);
    if (explanation_.snapshots.empty()) return;
    const size_t last = explanation_.snapshots.size() - 1;
    const structurizer::Function& function = explanation_.snapshots[last].function;
    if (explanation_.spirv && explanation_.spirv->block_labels.size() == function.size())
      for (structurizer::BlockId id = 0; id < function.size(); ++id)
        spirv_labels_[graph_.node_of[last][id]] = explanation_.spirv->block_labels[id];
    if (!explanation_.failure) return;
    const Failure& failure = *explanation_.failure;
    for (structurizer::BlockId id = 0; id < function.size(); ++id) {
      const structurizer::Block& block = function.block(id);
      const bool named = std::find(failure.cfg_blocks.begin(), failure.cfg_blocks.end(), block.name) != failure.cfg_blocks.end() ||
                         std::find(failure.dxil_blocks.begin(), failure.dxil_blocks.end(), block.origin) != failure.dxil_blocks.end();
      if (named) error_nodes_[graph_.node_of[last][id]] = true;
    }
  }

  std::string header() const {
    std::string status;
    if (explanation_.failure)
      status = "<span class=\"status failed\">failed in " + escape_html(explanation_.failure->stage) + "</span>";
    else
      status = "<span class=\"status ok\">translated</span>";
    return "<header><b>untangle explain</b><span>" + escape_html(explanation_.source) + "</span><span>function " +
           escape_html(explanation_.function) + "</span>" + status + "</header>\n";
  }

  std::string step_item(size_t step, int figure, const std::string& name, const std::string& summary,
                        const std::string& extra_class) const {
    return "<li class=\"step" + extra_class + "\" data-step=\"" + std::to_string(step) + "\" data-figure=\"" +
           std::to_string(figure) + "\"><span class=\"num\">" + two_digits(step) + "</span> <span class=\"pass\">" +
           escape_html(name) + "</span><br><small>" + escape_html(summary) + "</small></li>\n";
  }

  std::string steps() const {
    const std::vector<Snapshot>& snapshots = explanation_.snapshots;
    std::string out = "<nav id=\"steps\"><h2>Passes</h2><ol>\n";
    for (size_t index = 0; index < snapshots.size(); ++index) {
      const std::string summary =
          index == 0 ? plural(snapshots[0].function.size(), "block") : change_summary(changes_[index - 1]);
      out += step_item(index, static_cast<int>(index), snapshots[index].pass, summary, "");
    }
    if (explanation_.failure)
      out += step_item(snapshots.size(), snapshots.empty() ? -1 : static_cast<int>(snapshots.size() - 1),
                       explanation_.failure->stage, "failed", " failed");
    out += "</ol>\n<div class=\"buttons\"><button id=\"prev\" title=\"previous pass (←)\">◀</button>"
           "<button id=\"next\" title=\"next pass (→)\">▶</button> <button id=\"zoom-out\">−</button>"
           "<button id=\"zoom-fit\">fit</button><button id=\"zoom-in\">+</button></div>\n" +
           std::string(kLegend) + "</nav>\n";
    return out;
  }

  std::string edge_text(uint32_t edge) const {
    return block_link(graph_, graph_.edges[edge].from) + " → " + block_link(graph_, graph_.edges[edge].to);
  }

  std::string notes() const {
    const std::vector<Snapshot>& snapshots = explanation_.snapshots;
    auto block = [this](uint32_t node) { return block_link(graph_, node); };
    auto edge = [this](uint32_t index) { return edge_text(index); };
    auto text = [](const std::string& line) { return escape_html(line); };
    std::string out = "<div id=\"notes\">\n";
    for (size_t index = 0; index < snapshots.size(); ++index) {
      const structurizer::Function& function = snapshots[index].function;
      out += "<div class=\"note-step\" data-step=\"" + std::to_string(index) + "\" hidden><h2>" + two_digits(index) +
             " " + escape_html(snapshots[index].pass) + "</h2>";
      if (index == 0) {
        out += "<p>The CFG built from the DXIL function, before the first pass: " + plural(function.size(), "block") +
               ", " + plural(branch_edges(function), "branch edge") + ".</p>";
      } else {
        const PassChanges& changes = changes_[index - 1];
        out += "<p>" + escape_html(change_summary(changes)) + " (now " + plural(function.size(), "block") + ").</p>" +
               item_list("added blocks", changes.added_blocks, block) +
               item_list("removed blocks", changes.removed_blocks, block) +
               item_list("added edges", changes.added_edges, edge) +
               item_list("removed edges", changes.removed_edges, edge) +
               item_list("constructs", changes.constructs, text);
      }
      out += "</div>\n";
    }
    if (explanation_.failure) {
      const Failure& failure = *explanation_.failure;
      out += "<div class=\"note-step\" data-step=\"" + std::to_string(snapshots.size()) + "\" hidden><h2>" +
             escape_html(failure.stage) + " failed</h2><div class=\"error\">" + escape_html(failure.message) + "</div>";
      if (!snapshots.empty())
        out += "<p>The picture is the CFG as the last step left it; the blocks the error names are outlined in red.</p>";
      out += "</div>\n";
    }
    if (layout_ != nullptr && layout_->unrouted_branches > 0)
      out += "<p class=\"note\">" + plural(layout_->unrouted_branches, "long branch edge") +
             " of this large function are drawn as plain curves, not routed by GraphViz, which keeps the layout "
             "within seconds.</p>\n";
    return out + "</div>\n";
  }

  std::string pictures() const {
    std::string out = "<div id=\"canvas\">\n<p id=\"no-picture\" class=\"note\" hidden>" +
                      escape_html(layout_ == nullptr ? "No pictures: " + problem_ : "No picture for this step.") +
                      "</p>\n";
    if (layout_ == nullptr) return out + "</div>\n";
    const PictureContext context{graph_, *layout_, explanation_.snapshots, explanation_.dxil.labels, spirv_labels_,
                                 error_nodes_};
    for (size_t index = 0; index < explanation_.snapshots.size(); ++index)
      out += "<figure class=\"pass\" data-figure=\"" + std::to_string(index) + "\" hidden>" +
             svg_picture(context, index) + "</figure>\n";
    return out + "</div>\n";
  }

  const Explanation& explanation_;
  const UnionGraph& graph_;
  const Layout* layout_;
  const std::string& problem_;
  std::vector<PassChanges> changes_;
  std::vector<uint32_t> spirv_labels_;
  std::vector<bool> error_nodes_;
};

}  // namespace

std::string render_page(const Explanation& explanation, const UnionGraph& graph, const Layout* layout,
                        const std::string& layout_problem) {
  return PageWriter(explanation, graph, layout, layout_problem).write();
}

Page explain_page(const Explanation& explanation) {
  const UnionGraph graph = union_graph(explanation.snapshots);
  Page page;
  if (explanation.snapshots.empty()) {
    page.html = render_page(explanation, graph, nullptr, "translation stopped before the CFG was built");
    return page;
  }
  try {
    const Layout layout = layout_graph(graph);
    page.html = render_page(explanation, graph, &layout, {});
  } catch (const LayoutError& error) {
    page.warning = error.what();
    page.html = render_page(explanation, graph, nullptr, page.warning);
  }
  return page;
}

}  // namespace untangle::explain
