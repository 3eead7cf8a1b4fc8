// The minimal modules: one call per translated operation, the module around it, and the
// declarations its calls need (read back from the calls themselves).
#include "dxop_modules.h"

#include "dxop_calls.h"

#include "dxil/dxop_signature.h"

#include <map>
#include <set>
#include <stdexcept>
#include <string_view>
#include <vector>

namespace untangle::spirv_emit::testing {

namespace {

constexpr std::string_view kTypes =
    R"(target datalayout = "e-m:e-p:32:32-i1:32-i8:32-i16:32-i32:32-i64:64-f16:32-f32:32-f64:64-n8:16:32:64"
target triple = "dxil-ms-dx"

%dx.types.Handle = type { i8* }
%dx.types.ResRet.f32 = type { float, float, float, float, i32 }
%dx.types.ResRet.i32 = type { i32, i32, i32, i32, i32 }
%dx.types.CBufRet.f32 = type { float, float, float, float }
%dx.types.Dimensions = type { i32, i32, i32, i32 }
%dx.types.fouri32 = type { i32, i32, i32, i32 }
%dx.types.fouri16 = type { i16, i16, i16, i16 }
%dx.types.HitObject = type { i8* }
%dx.types.NodeHandle = type { i8* }
%dx.types.NodeRecordHandle = type { i8* }
%dx.types.NodeInfo = type { i32, i32 }
%dx.types.NodeRecordInfo = type { i32, i32 }
%dx.types.CBufRet.i32 = type { i32, i32, i32, i32 }
%dx.types.twoi32 = type { i32, i32 }
%dx.types.i32c = type { i32, i1 }
%dx.types.splitdouble = type { i32, i32 }
%dx.types.ResBind = type { i32, i32, i32, i8 }
%dx.types.ResourceProperties = type { i32, i32 }
%struct.Payload = type { i32 }
%dx.types.SamplePos = type { float, float }
%dx.types.ResRet.v4f32 = type { <4 x float>, i32 }
%"class.Texture2D<vector<float, 4> >" = type { <4 x float> }
%"class.Buffer<vector<int, 4> >" = type { <4 x i32> }
%"class.ByteAddressBuffer" = type { i32 }
%"class.RWTexture2D<vector<float, 4> >" = type { <4 x float> }
%"class.RWBuffer<unsigned int>" = type { i32 }
%"class.RWByteAddressBuffer" = type { i32 }
%"class.Texture2DMS<vector<float, 4>, 0>" = type { <4 x float> }
%"class.RWTexture2DMS<vector<float, 4>, 0>" = type { <4 x float> }
%"class.RWStructuredBuffer<unsigned int>" = type { i32 }
%"class.Texture2D<unsigned int>" = type { i32 }
%"class.FeedbackTexture2D<0>" = type { i32 }
%Constants = type { [4 x <4 x float>] }
%struct.SamplerState = type { i32 }
%struct.SamplerComparisonState = type { i32 }

)";

// The handles a body may name: (name, resource class, range id).
struct HandleUse {
  std::string_view name;
  int resource_class;
  int range;
};
constexpr HandleUse kHandles[] = {
    {"%t2d", 0, 0},   {"%tbuf", 0, 1},  {"%rbuf", 0, 2},     {"%t2dms", 0, 3},   {"%t2du", 0, 4},
    {"%u2d", 1, 0},   {"%ubuf", 1, 1},  {"%urbuf", 1, 2},    {"%u2dms", 1, 3},   {"%ucount", 1, 4},
    {"%ufeedback", 1, 5},
    {"%cb", 2, 0},    {"%sampler", 3, 0}, {"%compare", 3, 1},
};

constexpr std::string_view kResources = R"(!dx.resources = !{!2}
!2 = !{!3, !7, !11, !13}
!3 = !{!4, !5, !6, !16, !17}
!4 = !{i32 0, %"class.Texture2D<vector<float, 4> >"* undef, !"Tex", i32 0, i32 0, i32 1, i32 2, i32 0, !20}
!5 = !{i32 1, %"class.Buffer<vector<int, 4> >"* undef, !"Texels", i32 0, i32 1, i32 1, i32 10, i32 0, !21}
!6 = !{i32 2, %"class.ByteAddressBuffer"* undef, !"Bytes", i32 0, i32 2, i32 1, i32 11, i32 0, null}
!7 = !{!8, !9, !10, !18, !19, !24}
!8 = !{i32 0, %"class.RWTexture2D<vector<float, 4> >"* undef, !"Image", i32 0, i32 0, i32 1, i32 2, i1 false, i1 false, i1 false, !20}
!9 = !{i32 1, %"class.RWBuffer<unsigned int>"* undef, !"OutTexels", i32 0, i32 1, i32 1, i32 10, i1 false, i1 false, i1 false, !22}
!10 = !{i32 2, %"class.RWByteAddressBuffer"* undef, !"OutBytes", i32 0, i32 2, i32 1, i32 11, i1 false, i1 false, i1 false, null}
!11 = !{!12}
!12 = !{i32 0, %Constants* undef, !"Constants", i32 0, i32 0, i32 1, i32 64, null}
!13 = !{!14, !15}
!14 = !{i32 0, %struct.SamplerState* undef, !"Sampler", i32 0, i32 0, i32 1, i32 0, null}
!15 = !{i32 1, %struct.SamplerComparisonState* undef, !"Compare", i32 0, i32 1, i32 1, i32 1, null}
!16 = !{i32 3, %"class.Texture2DMS<vector<float, 4>, 0>"* undef, !"Multisampled", i32 0, i32 3, i32 1, i32 3, i32 4, !20}
!17 = !{i32 4, %"class.Texture2D<unsigned int>"* undef, !"Words", i32 0, i32 4, i32 1, i32 2, i32 0, !22}
!18 = !{i32 3, %"class.RWTexture2DMS<vector<float, 4>, 0>"* undef, !"OutMultisampled", i32 0, i32 3, i32 1, i32 3, i1 false, i1 false, i1 false, !20}
!19 = !{i32 4, %"class.RWStructuredBuffer<unsigned int>"* undef, !"Appended", i32 0, i32 4, i32 1, i32 12, i1 false, i1 true, i1 false, !23}
!20 = !{i32 0, i32 9}
!21 = !{i32 0, i32 4}
!22 = !{i32 0, i32 5}
!23 = !{i32 1, i32 4}
!24 = !{i32 5, %"class.FeedbackTexture2D<0>"* undef, !"Feedback", i32 0, i32 5, i32 1, i32 17, i1 false, i1 false, i1 false, !25}
!25 = !{i32 2, i32 0}
)";

// Compute: numthreads given (8, 8, 1 by default, so that derivatives have 2x2 quads).
// Pixel: inputs SV_Position and TEXCOORD0 (element 1), output SV_Target0.
std::string compute_entry(std::array<uint32_t, 3> threads) {
  return "!dx.shaderModel = !{!1}\n!dx.entryPoints = !{!30}\n!1 = !{!\"cs\", i32 6, i32 6}\n"
         "!30 = !{void ()* @main, !\"main\", null, !2, !31}\n!31 = !{i32 4, !32}\n!32 = !{i32 " +
         std::to_string(threads[0]) + ", i32 " + std::to_string(threads[1]) + ", i32 " + std::to_string(threads[2]) +
         "}\n";
}

constexpr std::string_view kPixelEntry = R"(!dx.shaderModel = !{!1}
!dx.entryPoints = !{!30}
!1 = !{!"ps", i32 6, i32 6}
!30 = !{void ()* @main, !"main", !31, !2, null}
!31 = !{!32, !36, null}
!32 = !{!33, !35}
!33 = !{i32 0, !"SV_Position", i8 9, i8 3, !34, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!34 = !{i32 0}
!35 = !{i32 1, !"TEXCOORD", i8 9, i8 0, !34, i8 2, i32 1, i8 4, i32 1, i8 0, null}
!36 = !{!37}
!37 = !{i32 0, !"SV_Target", i8 9, i8 16, !34, i8 0, i32 1, i8 4, i32 0, i8 0, null}
)";

// Values every body may use.
constexpr std::string_view kValues = R"(  %i = add i32 7, 0
  %f = sitofp i32 %i to float
  %h = fptrunc float %f to half
  %d = fpext float %f to double
  %l = zext i32 %i to i64
  %s = trunc i32 %i to i16
  %b = icmp ne i32 %i, 0
)";

// Splits "a, b, {c, d}" at the commas outside brackets.
std::vector<std::string> split_arguments(std::string_view text) {
  std::vector<std::string> arguments;
  int depth = 0;
  std::string current;
  for (char character : text) {
    if (character == '{' || character == '[' || character == '<' || character == '(') ++depth;
    if (character == '}' || character == ']' || character == '>' || character == ')') --depth;
    if (character == ',' && depth == 0) {
      arguments.push_back(current);
      current.clear();
      continue;
    }
    if (!(current.empty() && character == ' ')) current += character;
  }
  if (!current.empty()) arguments.push_back(current);
  return arguments;
}

// The type of a call argument: all but its value, which is the last token or a struct constant
// ("%dx.types.ResBind { i32 1, ... }", "%struct.Payload addrspace(3)* @payload").
std::string argument_type(const std::string& argument) {
  const size_t brace = argument.find(" {");
  return argument.substr(0, brace != std::string::npos ? brace : argument.rfind(' '));
}

// `declare` lines for the functions the calls in `body` name, read from the calls.
std::string declarations(std::string_view body) {
  std::map<std::string, std::string> declared;
  size_t at = 0;
  while ((at = body.find("call ", at)) != std::string_view::npos) {
    const size_t name_start = body.find(" @", at);
    const size_t open = body.find('(', name_start);
    size_t close = open;
    for (int depth = 0; close < body.size(); ++close) {
      if (body[close] == '(') ++depth;
      if (body[close] == ')' && --depth == 0) break;
    }
    const std::string return_type(body.substr(at + 5, name_start - at - 5));
    const std::string name(body.substr(name_start + 1, open - name_start - 1));
    std::string parameters;
    for (const std::string& argument : split_arguments(body.substr(open + 1, close - open - 1)))
      parameters += (parameters.empty() ? "" : ", ") + argument_type(argument);
    declared.emplace(name, "declare " + return_type + " " + name + "(" + parameters + ")\n");
    at = close;
  }
  std::string text;
  for (const auto& [name, line] : declared) text += line;
  return text;
}

bool names(std::string_view body, std::string_view value) {
  for (size_t at = body.find(value); at != std::string_view::npos; at = body.find(value, at + 1)) {
    const size_t end = at + value.size();
    if (end == body.size() || !(std::isalnum(static_cast<unsigned char>(body[end])) || body[end] == '_' ||
                                body[end] == '.'))
      return true;
  }
  return false;
}

// The body's lines, indented, and the return that ends them (none after an `unreachable`).
std::string body_lines(std::string_view body) {
  std::string code;
  for (size_t start = 0; start < body.size();) {
    const size_t end = std::min(body.find('\n', start), body.size());
    code += "  " + std::string(body.substr(start, end - start)) + "\n";
    start = end + 1;
  }
  return body.ends_with("unreachable") ? code : code + "  ret void\n";
}

// A body's %accel: an acceleration structure from the SM 6.6 descriptor heap.
constexpr std::string_view kHeapAccelerationStructure =
    "  %accel_heap = call %dx.types.Handle @dx.op.createHandleFromHeap(i32 218, i32 0, i1 false, i1 false)\n"
    "  %accel = call %dx.types.Handle @dx.op.annotateHandle(i32 216, %dx.types.Handle %accel_heap, "
    "%dx.types.ResourceProperties { i32 16, i32 0 })\n";

// A function's definition: the values, the handles `body` names, then `body`.
std::string function_text(std::string_view name, std::string_view body) {
  std::string code(kValues);
  for (const HandleUse& handle : kHandles)
    if (names(body, handle.name))
      code += "  " + std::string(handle.name) + " = call %dx.types.Handle @dx.op.createHandle(i32 57, i8 " +
              std::to_string(handle.resource_class) + ", i32 " + std::to_string(handle.range) + ", i32 " +
              std::to_string(handle.range) + ", i1 false)\n";
  if (names(body, "%accel")) code += kHeapAccelerationStructure;
  code += body_lines(body);
  return "define void @" + std::string(name) + "() {\nentry:\n" + code + "}\n\n";
}

// `functions` (definitions) with the types, globals, declarations and metadata around them.
std::string module_text(const std::string& functions, std::string_view entry, std::string_view globals = {}) {
  std::string text(kTypes);
  text += std::string(globals) + functions + declarations(functions) + "\n";
  text += "!dx.version = !{!0}\n!0 = !{i32 1, i32 6}\n";
  text += kResources;
  return text + std::string(entry);
}

std::string module_text(std::string_view body, std::string_view entry) {
  return module_text(function_text("main", body), entry);
}

// The signatures of the other stages: POS (or SV_Position) in, SV_Position out; tessellation
// factors of a quad domain as patch constants; an integer PRIM per mesh primitive.
constexpr std::string_view kStageElements = R"(!33 = !{i32 0, !"POS", i8 9, i8 0, !34, i8 0, i32 1, i8 4, i32 0, i8 0, null}
!34 = !{i32 0}
!35 = !{i32 0, !"SV_Position", i8 9, i8 3, !34, i8 4, i32 1, i8 4, i32 0, i8 0, null}
!36 = !{!35}
!37 = !{!33}
!41 = !{!42, !44}
!42 = !{i32 0, !"SV_TessFactor", i8 9, i8 25, !43, i8 0, i32 4, i8 1, i32 0, i8 3, null}
!43 = !{i32 0, i32 1, i32 2, i32 3}
!44 = !{i32 1, !"SV_InsideTessFactor", i8 9, i8 26, !45, i8 0, i32 2, i8 1, i32 4, i8 3, null}
!45 = !{i32 0, i32 1}
!47 = !{!48}
!48 = !{i32 0, !"PRIM", i8 5, i8 0, !34, i8 1, i32 1, i8 1, i32 0, i8 0, null}
!50 = !{i32 8, i32 1, i32 1}
)";

// The entry metadata of a stage other than compute and pixel: shader model, signatures and
// the stage's properties.
std::string stage_entry(Stage stage) {
  std::string kind, signatures = "!{!37, !36, null}", properties = "null";
  switch (stage) {
    case Stage::Vertex: kind = "\"vs\", i32 6, i32 8"; break;
    case Stage::Geometry:
      kind = "\"gs\", i32 6, i32 0";
      signatures = "!{!36, !36, null}";
      // Points in, at most 4 vertices of a triangle strip on stream 0, 2 instances.
      properties = "!{i32 1, !{i32 1, i32 4, i32 1, i32 5, i32 2}}";
      break;
    case Stage::Hull:
    case Stage::HullConstants:
      kind = "\"hs\", i32 6, i32 0";
      signatures = "!{!37, !37, !41}";
      // 3 input and 4 output control points, quad domain, integer partitioning, clockwise triangles.
      properties = "!{i32 3, !{void ()* @patch_constants, i32 3, i32 4, i32 3, i32 1, i32 3, float 6.400000e+01}}";
      break;
    case Stage::Domain:
      kind = "\"ds\", i32 6, i32 0";
      signatures = "!{!37, !36, !41}";
      properties = "!{i32 2, !{i32 3, i32 4}}";  // quad domain, 4 control points
      break;
    case Stage::Mesh:
      kind = "\"ms\", i32 6, i32 5";
      signatures = "!{null, !36, !47}";
      // 8 threads, at most 3 vertices and 1 triangle, a 4-byte payload.
      properties = "!{i32 9, !{!50, i32 3, i32 1, i32 2, i32 4}}";
      break;
    case Stage::Amplification:
      kind = "\"as\", i32 6, i32 5";
      signatures = "null";
      properties = "!{i32 10, !{!50, i32 4}}";
      break;
    default: break;
  }
  return "!dx.shaderModel = !{!1}\n!dx.entryPoints = !{!30}\n!1 = !{!" + kind +
         "}\n!30 = !{void ()* @main, !\"main\", " + signatures + ", !2, " + properties + "}\n" +
         std::string(kStageElements);
}

// A ray-tracing stage as the one export of a library: its DXIL shader kind, its parameters
// (payload, hit attributes or callable data) and the sizes its entry point declares.
struct LibraryStage {
  Stage stage;
  int kind;
  std::string_view parameters;
  std::string_view parameter_types;
  std::string_view sizes;  // tags 6 (payload or callable data size) and 7 (attribute size)
};
constexpr LibraryStage kLibraryStages[] = {
    {Stage::RayGeneration, 7, "", "", ""},
    {Stage::Intersection, 8, "", "", ""},
    {Stage::AnyHit, 9, "%struct.RayPayload* noalias nocapture %payload, %struct.Attributes* nocapture readonly %attr",
     "%struct.RayPayload*, %struct.Attributes*", ", i32 6, i32 16, i32 7, i32 8"},
    {Stage::ClosestHit, 10, "%struct.RayPayload* noalias nocapture %payload, %struct.Attributes* nocapture readonly %attr",
     "%struct.RayPayload*, %struct.Attributes*", ", i32 6, i32 16, i32 7, i32 8"},
    {Stage::Miss, 11, "%struct.RayPayload* noalias nocapture %payload", "%struct.RayPayload*", ", i32 6, i32 16"},
    {Stage::Callable, 12, "%struct.CallData* noalias nocapture %data", "%struct.CallData*", ", i32 6, i32 4"},
};

// The library's types, its acceleration structure (global @Scene, loaded as %scene; a
// body's %accel is its handle) and the library's resource list.
constexpr std::string_view kLibraryTypes = R"(%struct.RayPayload = type { <4 x float> }
%struct.Attributes = type { <2 x float> }
%struct.CallData = type { i32 }
%struct.RaytracingAccelerationStructure = type { i32 }

@Scene = external constant %struct.RaytracingAccelerationStructure, align 4

)";
constexpr std::string_view kLibraryScene =
    "  %scene = load %struct.RaytracingAccelerationStructure, %struct.RaytracingAccelerationStructure* @Scene\n";
constexpr std::string_view kLibraryAccelerationStructure =
    "  %accel = call %dx.types.Handle @dx.op.createHandleForLib.struct.RaytracingAccelerationStructure(i32 160, "
    "%struct.RaytracingAccelerationStructure %scene)\n";
constexpr std::string_view kLibraryResources = R"(!dx.shaderModel = !{!1}
!1 = !{!"lib", i32 6, i32 6}
!dx.resources = !{!2}
!2 = !{!3, null, null, null}
!3 = !{!4}
!4 = !{i32 0, %struct.RaytracingAccelerationStructure* @Scene, !"Scene", i32 0, i32 0, i32 1, i32 16, i32 0, !5}
!5 = !{i32 0, i32 4}
!dx.entryPoints = !{!30, !31}
!30 = !{null, !"", null, !2, null}
)";

std::string library_module(const LibraryStage& stage, std::string_view body) {
  std::string code = std::string(kValues) + std::string(kLibraryScene);
  if (names(body, "%accel")) code += kLibraryAccelerationStructure;
  code += body_lines(body);
  std::string text = std::string(kTypes) + std::string(kLibraryTypes);
  text += "define void @main(" + std::string(stage.parameters) + ") {\nentry:\n" + code + "}\n\n" + declarations(code) +
          "\n";
  text += "!dx.version = !{!0}\n!0 = !{i32 1, i32 6}\n";
  text += kLibraryResources;
  text += "!31 = !{void (" + std::string(stage.parameter_types) + ")* @main, !\"main\", null, null, !32}\n";
  return text + "!32 = !{i32 8, i32 " + std::to_string(stage.kind) + std::string(stage.sizes) + "}\n";
}

// The node's handles a body names, made as DXC makes them.
struct NodeHandleUse {
  std::string_view name;
  std::string_view definition;
};
constexpr NodeHandleUse kNodeHandles[] = {
    {"%in",
     "  %in0 = call %dx.types.NodeRecordHandle @dx.op.createNodeInputRecordHandle(i32 250, i32 0)\n"
     "  %in = call %dx.types.NodeRecordHandle @dx.op.annotateNodeRecordHandle(i32 251, %dx.types.NodeRecordHandle "
     "%in0, %dx.types.NodeRecordInfo { i32 357, i32 8 })\n"},
    {"%out",
     "  %out0 = call %dx.types.NodeHandle @dx.op.createNodeOutputHandle(i32 247, i32 0)\n"
     "  %out = call %dx.types.NodeHandle @dx.op.annotateNodeHandle(i32 249, %dx.types.NodeHandle %out0, "
     "%dx.types.NodeInfo { i32 6, i32 8 })\n"},
    {"%empty",
     "  %empty0 = call %dx.types.NodeHandle @dx.op.createNodeOutputHandle(i32 247, i32 1)\n"
     "  %empty = call %dx.types.NodeHandle @dx.op.annotateNodeHandle(i32 249, %dx.types.NodeHandle %empty0, "
     "%dx.types.NodeInfo { i32 10, i32 0 })\n"},
    {"%many",
     "  %many0 = call %dx.types.NodeHandle @dx.op.createNodeOutputHandle(i32 247, i32 2)\n"
     "  %many1 = call %dx.types.NodeHandle @dx.op.indexNodeHandle(i32 248, %dx.types.NodeHandle %many0, i32 %i)\n"
     "  %many = call %dx.types.NodeHandle @dx.op.annotateNodeHandle(i32 249, %dx.types.NodeHandle %many1, "
     "%dx.types.NodeInfo { i32 22, i32 8 })\n"},
};

// A lib_6_8 library whose one export is a broadcasting node "main" of 8 threads and a fixed
// grid of 2: its input, a RWDispatchNodeInputRecord<Record> with [NodeTrackRWInputSharing],
// and its outputs (NodeOutput<Record> to "Next" of at most 4 records, an EmptyNodeOutput to
// "Empty", a NodeOutputArray<Record> of 4 nodes "Many").
std::string node_module(std::string_view body) {
  std::string code(kValues);
  for (const NodeHandleUse& handle : kNodeHandles)
    if (names(body, handle.name)) code += handle.definition;
  code += body_lines(body);
  std::string text = std::string(kTypes) + "%struct.Record = type { i32, i32 }\n\n";
  text += "define void @main() {\nentry:\n" + code + "}\n\n" + declarations(code) + "\n";
  return text + R"(!dx.version = !{!0}
!0 = !{i32 1, i32 8}
!dx.shaderModel = !{!1}
!1 = !{!"lib", i32 6, i32 8}
!dx.entryPoints = !{!30, !31}
!30 = !{null, !"", null, null, null}
!31 = !{void ()* @main, !"main", null, null, !32}
!32 = !{i32 8, i32 15, i32 13, i32 1, i32 15, !33, i32 16, i32 -1, i32 18, !34, i32 20, !35, i32 21, !38, i32 4, !50, i32 5, !51}
!33 = !{!"main", i32 0}
!34 = !{i32 2, i32 1, i32 1}
!35 = !{!36}
!36 = !{i32 1, i32 357, i32 2, !37}
!37 = !{i32 0, i32 8, i32 2, i32 4}
!38 = !{!39, !40, !41}
!39 = !{i32 1, i32 6, i32 2, !37, i32 3, i32 4, i32 0, !42}
!40 = !{i32 1, i32 10, i32 3, i32 2, i32 0, !43}
!41 = !{i32 1, i32 22, i32 2, !37, i32 3, i32 4, i32 5, i32 4, i32 0, !44}
!42 = !{!"Next", i32 0}
!43 = !{!"Empty", i32 0}
!44 = !{!"Many", i32 0}
!50 = !{i32 8, i32 1, i32 1}
!51 = !{i32 0}
)";
}

std::string module_text(Stage stage, std::string_view body) {
  switch (stage) {
    case Stage::Compute: return compute_module(body);
    case Stage::Node: return node_module(body);
    case Stage::Pixel: return pixel_module(body);
    case Stage::Hull:
    case Stage::HullConstants: {
      const bool constants = stage == Stage::HullConstants;
      return module_text(function_text("main", constants ? "" : body) +
                             function_text("patch_constants", constants ? body : ""),
                         stage_entry(stage));
    }
    case Stage::Amplification:
      return module_text(function_text("main", body), stage_entry(stage),
                         "@payload = addrspace(3) global %struct.Payload undef\n\n");
    case Stage::Vertex:
    case Stage::Geometry:
    case Stage::Domain:
    case Stage::Mesh: return module_text(body, stage_entry(stage));
    default: break;
  }
  for (const LibraryStage& library_stage : kLibraryStages)
    if (library_stage.stage == stage) return library_module(library_stage, body);
  throw std::logic_error("dxop_modules: a stage without a module");
}

// The stage's module with numthreads `threads` in place of metadata !50's (8, 1, 1).
std::string with_threads(std::string text, std::array<uint32_t, 3> threads) {
  const std::string_view kDefault = "!50 = !{i32 8, i32 1, i32 1}";
  text.replace(text.find(kDefault), kDefault.size(),
               "!50 = !{i32 " + std::to_string(threads[0]) + ", i32 " + std::to_string(threads[1]) + ", i32 " +
                   std::to_string(threads[2]) + "}");
  return text;
}

}  // namespace

std::string ray_generation_module(std::string_view body) { return module_text(Stage::RayGeneration, body); }

std::string compute_module(std::string_view body, std::array<uint32_t, 3> threads) {
  return module_text(body, compute_entry(threads));
}

std::string pixel_module(std::string_view body) { return module_text(body, kPixelEntry); }

std::string amplification_module(std::string_view body, std::array<uint32_t, 3> threads) {
  return with_threads(module_text(Stage::Amplification, body), threads);
}

std::string mesh_module(std::string_view body, std::array<uint32_t, 3> threads) {
  return with_threads(module_text(Stage::Mesh, body), threads);
}

std::optional<std::string> translated_op_module(dxil::DxOp op) {
  for (const OpCall& call : translated_op_calls())
    if (call.op == op) return module_text(call.stage, call.body);
  return std::nullopt;
}

namespace {

// An overload type of the signature's letters, as LLVM text and as DXIL's name suffix: float
// or i32 where the operation has it (the result types kTypes declares), else its first.
struct OverloadText {
  std::string type;
  std::string suffix;
  std::string element;  // a vector overload's element; `type` otherwise
};

OverloadText overload_text(std::string_view overloads) {
  const size_t vector_start = overloads.find('<');
  const bool vector_only = vector_start == 0;
  const std::string_view letters = vector_only ? overloads.substr(1) : overloads.substr(0, vector_start);
  char letter = letters.empty() ? 'v' : letters.front();
  for (const char preferred : {'i', 'f'})
    if (letters.find(preferred) != std::string_view::npos) letter = preferred;
  static const std::map<char, std::pair<std::string, std::string>> kScalars = {
      {'h', {"half", "f16"}},
      {'f', {"float", "f32"}},
      {'d', {"double", "f64"}},
      {'1', {"i1", "i1"}},
      {'8', {"i8", "i8"}},
      {'w', {"i16", "i16"}},
      {'i', {"i32", "i32"}},
      {'l', {"i64", "i64"}},
      {'u', {"%struct.Payload*", "struct.Payload"}},
      {'o', {"%dx.types.Handle", "dx.types.Handle"}},
      {'v', {"", ""}}};
  const auto& [type, suffix] = kScalars.at(letter);
  if (vector_only) return {"<4 x " + type + ">", "v4" + suffix, type};
  return {type, suffix, type};
}

std::string position_text(dxil::SignatureType position, const OverloadText& overload) {
  using enum dxil::SignatureType;
  switch (position) {
    case Void: return "void";
    case I1: return "i1";
    case I8: return "i8";
    case I16: return "i16";
    case I32: return "i32";
    case I64: return "i64";
    case Half: return "half";
    case Float: return "float";
    case Double: return "double";
    case I32Vector2: return "<2 x i32>";
    case FloatPointer: return "float*";
    case Handle: return "%dx.types.Handle";
    case ResourceBinding: return "%dx.types.ResBind";
    case ResourceProperties: return "%dx.types.ResourceProperties";
    case HitObject: return "%dx.types.HitObject";
    case NodeHandle: return "%dx.types.NodeHandle";
    case NodeRecordHandle: return "%dx.types.NodeRecordHandle";
    case NodeInfo: return "%dx.types.NodeInfo";
    case NodeRecordInfo: return "%dx.types.NodeRecordInfo";
    case Dimensions: return "%dx.types.Dimensions";
    case SamplePos: return "%dx.types.SamplePos";
    case SplitDouble: return "%dx.types.splitdouble";
    case I32WithCarry: return "%dx.types.i32c";
    case TwoI32: return "%dx.types.twoi32";
    case FourI32: return "%dx.types.fouri32";
    case Overload:
    case UserType:
    case Object: return overload.type;
    case ResRet: return "%dx.types.ResRet." + overload.suffix;
    case CBufRet: return "%dx.types.CBufRet." + overload.suffix;
    case OverloadShapedI1: return overload.type == overload.element ? "i1" : "<4 x i1>";
    case OverloadShapedI32: return overload.type == overload.element ? "i32" : "<4 x i32>";
    case OverloadElement: return overload.element;
    case OverloadStruct4: return "%dx.types.four" + overload.suffix;
    case OverloadVector9: return "<9 x " + overload.type + ">";
    case End:
    case Extended: break;
  }
  return "";
}

}  // namespace

std::string opcode_only_module(dxil::DxOp op) {
  const dxil::DxOpInfo info = dxil::dxop_info(op);
  // The opcode as DXIL prints an i32: experimental operations (0x8000xxxx) are negative.
  const std::string opcode = "i32 " + std::to_string(static_cast<int32_t>(static_cast<uint32_t>(op)));
  const std::span<const dxil::SignatureType> signature = dxil::dxop_signature(op);
  if (signature.front() == dxil::SignatureType::Extended)
    return module_text(Stage::Compute, "call void @dx.op." + std::string(info.op_class) + "(" + opcode + ")");
  const std::string_view overloads = dxil::dxop_overloads(op);
  const OverloadText overload = overload_text(overloads);
  std::string arguments = opcode;
  for (size_t position = 2; position < signature.size(); ++position)
    arguments += ", " + position_text(signature[position], overload) + " undef";
  const std::string result = position_text(signature.front(), overload);
  return module_text(Stage::Compute, std::string(result == "void" ? "" : "%r = ") + "call " + result + " @dx.op." +
                                         std::string(info.op_class) + (overloads == "v" ? "" : "." + overload.suffix) +
                                         "(" + arguments + ")");
}

}  // namespace untangle::spirv_emit::testing
