// SVG drawing of a snapshot at the layout's positions and along its routes.
#include "explain/svg_picture.h"

#include <cstdio>

#include "explain/changes.h"
#include "explain/html_text.h"
#include "graphviz/dot_writer.h"
#include "structurizer/graph.h"
#include "structurizer/orders.h"

namespace untangle::explain {
namespace {

std::string num(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", value);
  return text;
}

std::string xy(Point point) { return num(point.x) + "," + num(point.y); }

Point bezier_point(const Point* p, double t) {
  const double u = 1 - t;
  const double a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t;
  return {a * p[0].x + b * p[1].x + c * p[2].x + d * p[3].x, a * p[0].y + b * p[1].y + c * p[2].y + d * p[3].y};
}

std::string path_data(const EdgeRoute& route) {
  std::string data = "M";
  data += xy(route.curve[0]);
  for (size_t i = 1; i + 2 < route.curve.size(); i += 3) {
    data += 'C';
    data += xy(route.curve[i]);
    data += ' ';
    data += xy(route.curve[i + 1]);
    data += ' ';
    data += xy(route.curve[i + 2]);
  }
  const Point last = route.curve.back();
  if (last.x != route.tip.x || last.y != route.tip.y) {
    data += 'L';
    data += xy(route.tip);
  }
  return data;
}

// The terminator slots of `from` that go to `to`, as edge labels ("T", "default,3").
std::string branch_label(const structurizer::Function& function, structurizer::BlockId from, structurizer::BlockId to) {
  const structurizer::Terminator& terminator = function.block(from).terminator;
  std::string label;
  for (size_t slot = 0; slot < terminator.targets.size(); ++slot) {
    if (terminator.targets[slot] != to) continue;
    const std::string text = graphviz::edge_label(terminator, slot);
    if (!text.empty()) label += (label.empty() ? "" : ",") + text;
  }
  return label;
}

// What a block is in its function's constructs, for its tooltip.
std::vector<std::string> roles(const structurizer::Function& function) {
  std::vector<std::string> result(function.size());
  auto add = [&](structurizer::BlockId block, const std::string& text) {
    result[block] += (result[block].empty() ? "" : "; ") + text;
  };
  for (structurizer::BlockId id = 0; id < function.size(); ++id) {
    const structurizer::MergeInfo& merge = function.block(id).merge;
    if (merge.kind == structurizer::MergeKind::None) continue;
    add(id, describe_construct(function, id));
    add(merge.merge_block, "merge block of " + function.block(id).name);
    if (merge.kind == structurizer::MergeKind::Loop) add(merge.continue_target, "continue target of " + function.block(id).name);
  }
  return result;
}

class Picture {
 public:
  Picture(const PictureContext& context, size_t snapshot)
      : context_(context), snapshot_(snapshot), function_(context.snapshots[snapshot].function) {}

  std::string draw() {
    const Layout& layout = context_.layout;
    out_ = "<svg class=\"cfg\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + num(layout.width) + " " +
           num(layout.height) + "\" width=\"" + num(layout.width) + "\" height=\"" + num(layout.height) +
           "\" data-w=\"" + num(layout.width) + "\" data-h=\"" + num(layout.height) + "\">\n";
    draw_edges();
    draw_nodes();
    out_ += "</svg>\n";
    return std::move(out_);
  }

 private:
  bool had(uint32_t node) const { return snapshot_ > 0 && context_.graph.present(node, snapshot_ - 1); }

  void draw_edges() {
    const UnionGraph& graph = context_.graph;
    const structurizer::DepthFirstOrder order =
        structurizer::depth_first_order(structurizer::build_graph(function_, structurizer::EdgeKinds::Structural));
    out_ += "<g class=\"edges\">\n";
    for (uint32_t index = 0; index < graph.edges.size(); ++index) {
      const UnionEdge& edge = graph.edges[index];
      const bool is = edge.present[snapshot_];
      const bool was = snapshot_ > 0 && edge.present[snapshot_ - 1];
      if (!is && !was) continue;
      std::string classes = "e";
      std::string marker = "m-br";
      std::string label;
      switch (edge.kind) {
        case EdgeKind::Branch: {
          if (!is) break;
          const structurizer::BlockId from = graph.nodes[edge.from].block[snapshot_], to = graph.nodes[edge.to].block[snapshot_];
          label = branch_label(function_, from, to);
          if (order.reachable(from) && order.reachable(to) && order.rpo_index[to] <= order.rpo_index[from]) {
            classes += " back";
            marker = "m-back";
          }
          break;
        }
        case EdgeKind::Merge:
          classes += " merge";
          marker = "m-merge";
          label = "merge";
          break;
        case EdgeKind::Continue:
          classes += " cont";
          marker = "m-cont";
          label = "continue";
          break;
      }
      if (!is) {
        classes += " gone";
        marker = "m-gone";
        label.clear();
      } else if (snapshot_ > 0 && !was) {
        classes += " add";
        marker = "m-add";
      }
      const EdgeRoute& route = context_.layout.routes[index];
      if (edge.kind == EdgeKind::Branch && !route.by_dot) classes += " long";
      out_ += "<path class=\"" + classes + "\" d=\"" + path_data(route) + "\" marker-end=\"url(#" + marker + ")\"/>";
      if (!label.empty()) {
        // Branch labels halfway along the first segment; merge and continue labels at the
        // arc's outermost point, outside it.
        const Point at = bezier_point(route.curve.data(), 0.5);
        const bool left = edge.kind == EdgeKind::Continue;
        out_ += "<text class=\"el" + std::string(left ? " left" : "") + "\" x=\"" + num(at.x + (left ? -3 : 3)) +
                "\" y=\"" + num(at.y) + "\">" + escape_html(label) + "</text>";
      }
      out_ += "\n";
    }
    out_ += "</g>\n";
  }

  void draw_nodes() {
    const UnionGraph& graph = context_.graph;
    const std::vector<std::string> block_roles = roles(function_);
    const bool last = snapshot_ + 1 == context_.snapshots.size();
    out_ += "<g class=\"nodes\">\n";
    for (uint32_t node = 0; node < graph.nodes.size(); ++node) {
      const structurizer::BlockId id = graph.nodes[node].block[snapshot_];
      if (id == structurizer::kNoBlock) {
        if (had(node)) draw_ghost(node);
        continue;
      }
      const structurizer::Block& block = function_.block(id);
      std::string classes = "n";
      if (block.synthetic()) classes += " syn";
      if (block.merge.kind == structurizer::MergeKind::Selection) classes += " hsel";
      if (block.merge.kind == structurizer::MergeKind::Loop) classes += " hloop";
      if (id == function_.entry()) classes += " entry";
      if (snapshot_ > 0 && !had(node)) classes += " add";
      if (last && context_.error_nodes.size() > node && context_.error_nodes[node]) classes += " err";
      std::string title = block.name;
      if (!block.synthetic() && block.origin < context_.dxil_labels.size())
        title += " (DXIL block %" + context_.dxil_labels[block.origin] + ")";
      else if (block.synthetic())
        title += " (added by the structurizer)";
      if (!block_roles[id].empty()) title += "\n" + block_roles[id];
      open_node(node, classes, block.synthetic() ? structurizer::kSyntheticOrigin : block.origin, title);
      const NodePlace& place = context_.layout.nodes[node];
      draw_shape(place, id == function_.entry());
      if (block.merge.kind == structurizer::MergeKind::Loop)
        out_ += "<rect class=\"inner\" x=\"" + num(place.centre.x - place.width / 2 + 3) + "\" y=\"" +
                num(place.centre.y - place.height / 2 + 3) + "\" width=\"" + num(place.width - 6) + "\" height=\"" +
                num(place.height - 6) + "\"/>";
      draw_text(place, graphviz::block_label_lines(function_, id));
      out_ += "</g>\n";
    }
    out_ += "</g>\n";
  }

  void draw_ghost(uint32_t node) {
    const UnionNode& union_node = context_.graph.nodes[node];
    open_node(node, "n ghost", union_node.origin, union_node.name + " (removed by this pass)");
    const NodePlace& place = context_.layout.nodes[node];
    draw_shape(place, false);
    draw_text(place, {union_node.name});
    out_ += "</g>\n";
  }

  void open_node(uint32_t node, const std::string& classes, uint32_t origin, const std::string& title) {
    out_ += "<g class=\"" + classes + "\" data-b=\"" + std::to_string(node) + "\"";
    if (origin != structurizer::kSyntheticOrigin) out_ += " data-dxil=\"" + std::to_string(origin) + "\"";
    if (node < context_.spirv_labels.size() && context_.spirv_labels[node] != 0)
      out_ += " data-spv=\"" + std::to_string(context_.spirv_labels[node]) + "\"";
    out_ += "><title>" + escape_html(title) + "</title>";
  }

  void draw_shape(const NodePlace& place, bool entry) {
    const double left = place.centre.x - place.width / 2, right = place.centre.x + place.width / 2;
    const double top = place.centre.y - place.height / 2, bottom = place.centre.y + place.height / 2;
    if (entry) {
      out_ += "<polygon class=\"box\" points=\"" + xy({left, bottom}) + " " + xy({right, bottom}) + " " +
              xy({right, top + 5}) + " " + xy({place.centre.x, top - 5}) + " " + xy({left, top + 5}) + "\"/>";
    } else {
      out_ += "<rect class=\"box\" x=\"" + num(left) + "\" y=\"" + num(top) + "\" width=\"" + num(place.width) +
              "\" height=\"" + num(place.height) + "\"/>";
    }
  }

  void draw_text(const NodePlace& place, const std::vector<std::string>& lines) {
    // Baselines sit 0.8 em below each line's top, the lines centred as a block.
    const double first = place.centre.y - static_cast<double>(lines.size()) * kLineHeight / 2 +
                         (kLineHeight - kFontSize) / 2 + 0.8 * kFontSize;
    for (size_t i = 0; i < lines.size(); ++i)
      out_ += "<text x=\"" + num(place.centre.x) + "\" y=\"" + num(first + static_cast<double>(i) * kLineHeight) +
              "\">" + escape_html(lines[i]) + "</text>";
  }

  const PictureContext& context_;
  size_t snapshot_;
  const structurizer::Function& function_;
  std::string out_;
};

}  // namespace

std::string svg_picture(const PictureContext& context, size_t snapshot) { return Picture(context, snapshot).draw(); }

std::string svg_markers() {
  struct Marker {
    const char* id;
    const char* colour;
  };
  static constexpr Marker kMarkers[] = {{"m-br", "#333"},    {"m-back", "#c00"}, {"m-merge", "#1f4fd1"},
                                        {"m-cont", "#0a7a2a"}, {"m-add", "#1a9f1a"}, {"m-gone", "#aaa"}};
  std::string out = "<svg class=\"markers\" width=\"0\" height=\"0\" aria-hidden=\"true\"><defs>";
  for (const Marker& marker : kMarkers)
    out += std::string("<marker id=\"") + marker.id +
           "\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"8\" markerHeight=\"8\" "
           "markerUnits=\"userSpaceOnUse\" orient=\"auto\"><path d=\"M0,0L10,5L0,10z\" fill=\"" +
           marker.colour + "\"/></marker>";
  return out + "</defs></svg>\n";
}

}  // namespace untangle::explain
