// Writes the fleshed shader's LLVM text: the declarations and metadata of a cs_6_0 module
// with StructuredBuffer<uint> t0 and RWStructuredBuffer<uint> u0 (and u1), then one block
// per graph node.
#include "flesh/dxil_text.h"

#include <sstream>
#include <utility>
#include <vector>

#include "dxil/dxop.h"

namespace untangle::flesh {
namespace {

uint32_t op(dxil::DxOp operation) { return static_cast<uint32_t>(operation); }

constexpr const char* kHeader =
    R"(target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.fouri32 = type { i32, i32, i32, i32 }
%"class.StructuredBuffer<unsigned int>" = type { i32 }
%"class.RWStructuredBuffer<unsigned int>" = type { i32 }

)";

// DXIL shader flags: raw and structured buffers, plus wave operations for ballots.
constexpr uint64_t kFlagStructuredBuffers = 0x10;
constexpr uint64_t kFlagWaveOps = 0x80000;

std::string block_label(uint32_t node) { return "b" + std::to_string(node); }

// The incoming [value, block] pairs of a cursor phi: one per edge into the node.
using Incoming = std::vector<std::pair<std::string, std::string>>;

void write_node(std::ostringstream& out, const Graph& graph, uint32_t node, const ShaderLayout& layout,
                const std::vector<Incoming>& direction_in, const std::vector<Incoming>& path_in) {
  const Node& current = graph.nodes[node];
  const std::string n = std::to_string(node);
  out << "\n" << block_label(node) << ":  ; " << current.name << "\n";
  const auto phi = [&out](const std::string& name, const Incoming& incoming) {
    out << "  %" << name << " = phi i32 ";
    for (std::size_t index = 0; index < incoming.size(); ++index) {
      out << (index == 0 ? "" : ", ") << "[ " << incoming[index].first << ", %" << incoming[index].second << " ]";
    }
    out << "\n";
  };
  phi("direction" + n, direction_in[node]);
  phi("step" + n, path_in[node]);
  out << "  %slot" << n << " = add i32 %path_base, %step" << n << "\n";
  out << "  call void @dx.op.bufferStore.i32(i32 " << op(dxil::DxOp::BufferStore)
      << ", %dx.types.Handle %path, i32 %slot" << n << ", i32 0, i32 " << node + 1
      << ", i32 undef, i32 undef, i32 undef, i8 1)\n";
  if (layout.ballots) {
    out << "  %ballot" << n << " = call %dx.types.fouri32 @dx.op.waveActiveBallot(i32 "
        << op(dxil::DxOp::WaveActiveBallot) << ", i1 true)\n";
    out << "  %mask" << n << " = extractvalue %dx.types.fouri32 %ballot" << n << ", 0\n";
    out << "  call void @dx.op.bufferStore.i32(i32 " << op(dxil::DxOp::BufferStore)
        << ", %dx.types.Handle %ballots, i32 %slot" << n << ", i32 0, i32 %mask" << n
        << ", i32 undef, i32 undef, i32 undef, i8 1)\n";
  }
  out << "  %next_step" << n << " = add i32 %step" << n << ", 1\n";
  switch (current.kind) {
    case NodeKind::Return: out << "  ret void\n"; return;
    case NodeKind::Branch: out << "  br label %" << block_label(current.targets[0]) << "\n"; return;
    default: break;
  }
  out << "  %read" << n << " = add i32 %direction_base, %direction" << n << "\n";
  out << "  %loaded" << n << " = call %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32 " << op(dxil::DxOp::BufferLoad)
      << ", %dx.types.Handle %directions, i32 %read" << n << ", i32 0)\n";
  out << "  %value" << n << " = extractvalue %dx.types.ResRet.i32 %loaded" << n << ", 0\n";
  out << "  %next_direction" << n << " = add i32 %direction" << n << ", 1\n";
  if (current.kind == NodeKind::Conditional) {
    out << "  %taken" << n << " = icmp ne i32 %value" << n << ", 0\n";
    out << "  br i1 %taken" << n << ", label %" << block_label(current.targets[0]) << ", label %"
        << block_label(current.targets[1]) << "\n";
    return;
  }
  out << "  switch i32 %value" << n << ", label %" << block_label(current.targets[0]) << " [";
  for (std::size_t index = 0; index < current.case_values.size(); ++index) {
    out << "\n    i32 " << static_cast<int32_t>(static_cast<uint32_t>(current.case_values[index])) << ", label %"
        << block_label(current.targets[index + 1]);
  }
  out << "\n  ]\n";
}

}  // namespace

std::string dxil_text(const Graph& graph, const ShaderLayout& layout) {
  // Every edge (terminator slot) into a node contributes one phi entry, as LLVM requires.
  std::vector<Incoming> direction_in(graph.size());
  std::vector<Incoming> path_in(graph.size());
  direction_in[graph.entry].emplace_back("0", "entry");
  path_in[graph.entry].emplace_back("0", "entry");
  for (uint32_t node = 0; node < graph.size(); ++node) {
    const std::string n = std::to_string(node);
    const std::string direction_out = graph.nodes[node].decides() ? "%next_direction" + n : "%direction" + n;
    for (const uint32_t target : graph.nodes[node].targets) {
      direction_in[target].emplace_back(direction_out, block_label(node));
      path_in[target].emplace_back("%next_step" + n, block_label(node));
    }
  }

  std::ostringstream out;
  out << kHeader << "define void @main() {\nentry:\n";
  out << "  %directions = call %dx.types.Handle @dx.op.createHandle(i32 " << op(dxil::DxOp::CreateHandle)
      << ", i8 0, i32 0, i32 0, i1 false)\n";
  out << "  %path = call %dx.types.Handle @dx.op.createHandle(i32 " << op(dxil::DxOp::CreateHandle)
      << ", i8 1, i32 0, i32 0, i1 false)\n";
  if (layout.ballots) {
    out << "  %ballots = call %dx.types.Handle @dx.op.createHandle(i32 " << op(dxil::DxOp::CreateHandle)
        << ", i8 1, i32 1, i32 1, i1 false)\n";
  }
  out << "  %thread = call i32 @dx.op.flattenedThreadIdInGroup.i32(i32 " << op(dxil::DxOp::FlattenedThreadIdInGroup)
      << ")\n";
  out << "  %direction_base = mul i32 %thread, " << layout.directions_per_thread << "\n";
  out << "  %path_base = mul i32 %thread, " << layout.path_per_thread << "\n";
  out << "  br label %" << block_label(graph.entry) << "\n";
  for (uint32_t node = 0; node < graph.size(); ++node) write_node(out, graph, node, layout, direction_in, path_in);
  out << "}\n\n";

  out << "declare %dx.types.Handle @dx.op.createHandle(i32, i8, i32, i32, i1) #0\n";
  out << "declare i32 @dx.op.flattenedThreadIdInGroup.i32(i32) #1\n";
  out << "declare %dx.types.ResRet.i32 @dx.op.bufferLoad.i32(i32, %dx.types.Handle, i32, i32) #0\n";
  out << "declare void @dx.op.bufferStore.i32(i32, %dx.types.Handle, i32, i32, i32, i32, i32, i32, i8) #2\n";
  if (layout.ballots) out << "declare %dx.types.fouri32 @dx.op.waveActiveBallot(i32, i1) #2\n";
  out << "\nattributes #0 = { nounwind readonly }\nattributes #1 = { nounwind readnone }\n"
         "attributes #2 = { nounwind }\n\n";

  const uint64_t flags = kFlagStructuredBuffers | (layout.ballots ? kFlagWaveOps : 0);
  out << "!llvm.ident = !{!0}\n!dx.version = !{!1}\n!dx.valver = !{!2}\n!dx.shaderModel = !{!3}\n"
         "!dx.resources = !{!4}\n!dx.entryPoints = !{!11}\n\n";
  out << "!0 = !{!\"untangle CFG fleshing\"}\n!1 = !{i32 1, i32 0}\n!2 = !{i32 1, i32 6}\n!3 = !{!\"cs\", i32 6, i32 "
         "0}\n";
  out << "!4 = !{!5, !8, null, null}\n!5 = !{!6}\n";
  out << "!6 = !{i32 0, %\"class.StructuredBuffer<unsigned int>\"* undef, !\"\", i32 0, i32 0, i32 1, i32 12, i32 0, "
         "!7}\n";
  out << "!7 = !{i32 1, i32 4}\n";
  out << (layout.ballots ? "!8 = !{!9, !10}\n" : "!8 = !{!9}\n");
  out << "!9 = !{i32 0, %\"class.RWStructuredBuffer<unsigned int>\"* undef, !\"\", i32 0, i32 0, i32 1, i32 12, i1 "
         "false, "
         "i1 false, i1 false, !7}\n";
  if (layout.ballots) {
    out << "!10 = !{i32 1, %\"class.RWStructuredBuffer<unsigned int>\"* undef, !\"\", i32 0, i32 1, i32 1, i32 12, "
           "i1 false, i1 false, i1 false, !7}\n";
  }
  out << "!11 = !{void ()* @main, !\"main\", null, !4, !12}\n";
  out << "!12 = !{i32 0, i64 " << flags << ", i32 4, !13}\n";
  out << "!13 = !{i32 " << layout.threads << ", i32 1, i32 1}\n";
  return out.str();
}

}  // namespace untangle::flesh
