// The tests' SPIR-V printer: a table of instruction shapes and of the enumerants the AGS
// lowering's and node shaders' modules use, and spirv-dis's friendly names.
#include "instruction_printer.h"

#include <cctype>
#include <cstring>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string_view>
#include <unordered_map>

namespace untangle::spirv_emit::testing {

namespace {

// How an instruction's words read, one letter per operand: i an id, l a literal number, s a
// string; enumerants: C capability, E execution model, X execution mode, A addressing model,
// m memory model, S storage class, D decoration, c a control mask (None for 0), M memory
// access (and its parameters), O cooperative-matrix operands, F a float encoding. A trailing
// '*' repeats the last letter to the end; every operand may be absent at the end.
struct Shape {
  const char* name;
  bool result_type;
  bool result;
  const char* operands;
};

const std::map<uint32_t, Shape>& shapes() {
  static const std::map<uint32_t, Shape> table = {
      {1, {"OpUndef", true, true, ""}},
      {5, {"OpName", false, false, "is"}},
      {6, {"OpMemberName", false, false, "ils"}},
      {10, {"OpExtension", false, false, "s"}},
      {11, {"OpExtInstImport", false, true, "s"}},
      {12, {"OpExtInst", true, true, "ili*"}},
      {14, {"OpMemoryModel", false, false, "Am"}},
      {15, {"OpEntryPoint", false, false, "Eisi*"}},
      {16, {"OpExecutionMode", false, false, "iXl*"}},
      {17, {"OpCapability", false, false, "C"}},
      {19, {"OpTypeVoid", false, true, ""}},
      {20, {"OpTypeBool", false, true, ""}},
      {21, {"OpTypeInt", false, true, "ll"}},
      {22, {"OpTypeFloat", false, true, "lF"}},
      {23, {"OpTypeVector", false, true, "il"}},
      {28, {"OpTypeArray", false, true, "ii"}},
      {29, {"OpTypeRuntimeArray", false, true, "i"}},
      {30, {"OpTypeStruct", false, true, "i*"}},
      {32, {"OpTypePointer", false, true, "Si"}},
      {33, {"OpTypeFunction", false, true, "i*"}},
      {41, {"OpConstantTrue", true, true, ""}},
      {42, {"OpConstantFalse", true, true, ""}},
      {43, {"OpConstant", true, true, "l*"}},
      {44, {"OpConstantComposite", true, true, "i*"}},
      {54, {"OpFunction", true, true, "ci"}},
      {56, {"OpFunctionEnd", false, false, ""}},
      {59, {"OpVariable", true, true, "Si"}},
      {61, {"OpLoad", true, true, "iM"}},
      {62, {"OpStore", false, false, "iiM"}},
      {65, {"OpAccessChain", true, true, "i*"}},
      {71, {"OpDecorate", false, false, "iDl*"}},
      {72, {"OpMemberDecorate", false, false, "ilDl*"}},
      {80, {"OpCompositeConstruct", true, true, "i*"}},
      {81, {"OpCompositeExtract", true, true, "il*"}},
      {109, {"OpConvertFToU", true, true, "i"}},
      {110, {"OpConvertFToS", true, true, "i"}},
      {111, {"OpConvertSToF", true, true, "i"}},
      {112, {"OpConvertUToF", true, true, "i"}},
      {113, {"OpUConvert", true, true, "i"}},
      {114, {"OpSConvert", true, true, "i"}},
      {115, {"OpFConvert", true, true, "i"}},
      {124, {"OpBitcast", true, true, "i"}},
      {126, {"OpSNegate", true, true, "i"}},
      {127, {"OpFNegate", true, true, "i"}},
      {128, {"OpIAdd", true, true, "ii"}},
      {129, {"OpFAdd", true, true, "ii"}},
      {130, {"OpISub", true, true, "ii"}},
      {131, {"OpFSub", true, true, "ii"}},
      {132, {"OpIMul", true, true, "ii"}},
      {133, {"OpFMul", true, true, "ii"}},
      {134, {"OpUDiv", true, true, "ii"}},
      {136, {"OpFDiv", true, true, "ii"}},
      {137, {"OpUMod", true, true, "ii"}},
      {169, {"OpSelect", true, true, "iii"}},
      {170, {"OpIEqual", true, true, "ii"}},
      {171, {"OpINotEqual", true, true, "ii"}},
      {176, {"OpULessThan", true, true, "ii"}},
      {194, {"OpShiftRightLogical", true, true, "ii"}},
      {196, {"OpShiftLeftLogical", true, true, "ii"}},
      {197, {"OpBitwiseOr", true, true, "ii"}},
      {198, {"OpBitwiseXor", true, true, "ii"}},
      {199, {"OpBitwiseAnd", true, true, "ii"}},
      {224, {"OpControlBarrier", false, false, "iii"}},
      {225, {"OpMemoryBarrier", false, false, "ii"}},
      {234, {"OpAtomicIAdd", true, true, "iiii"}},
      {245, {"OpPhi", true, true, "i*"}},
      {246, {"OpLoopMerge", false, false, "iicl*"}},
      {247, {"OpSelectionMerge", false, false, "ic"}},
      {248, {"OpLabel", false, true, ""}},
      {249, {"OpBranch", false, false, "i"}},
      {250, {"OpBranchConditional", false, false, "iiil*"}},
      {253, {"OpReturn", false, false, ""}},
      {331, {"OpExecutionModeId", false, false, "iXi*"}},
      {332, {"OpDecorateId", false, false, "iDi*"}},
      {4456, {"OpTypeCooperativeMatrixKHR", false, true, "iiiii"}},
      {4457, {"OpCooperativeMatrixLoadKHR", true, true, "iiiM"}},
      {4458, {"OpCooperativeMatrixStoreKHR", false, false, "iiiiM"}},
      {4459, {"OpCooperativeMatrixMulAddKHR", true, true, "iiiO"}},
      {4460, {"OpCooperativeMatrixLengthKHR", true, true, "i"}},
      {5074, {"OpAllocateNodePayloadsAMDX", true, true, "iii"}},
      {5075, {"OpEnqueueNodePayloadsAMDX", false, false, "i"}},
      {5076, {"OpTypeNodePayloadArrayAMDX", false, true, "i"}},
      {5078, {"OpFinishWritingNodePayloadAMDX", true, true, "i"}},
      {5090, {"OpNodePayloadArrayLengthAMDX", true, true, "i"}},
      {5101, {"OpIsNodePayloadValidAMDX", true, true, "ii"}},
      {5103, {"OpConstantStringAMDX", false, true, "s"}},
  };
  return table;
}

using Names = std::map<uint32_t, const char*>;

std::string enumerant(const Names& names, uint32_t value) {
  const auto found = names.find(value);
  return found != names.end() ? found->second : std::to_string(value);
}

const Names kCapabilities = {{1, "Shader"},
                             {9, "Float16"},
                             {11, "Int64"},
                             {22, "Int16"},
                             {39, "Int8"},
                             {61, "GroupNonUniform"},
                             {4212, "Float8EXT"},
                             {4213, "Float8CooperativeMatrixEXT"},
                             {4433, "StorageBuffer16BitAccess"},
                             {4448, "StorageBuffer8BitAccess"},
                             {5067, "ShaderEnqueueAMDX"},
                             {5345, "VulkanMemoryModel"},
                             {5346, "VulkanMemoryModelDeviceScope"},
                             {6022, "CooperativeMatrixKHR"}};
const Names kExecutionModels = {{0, "Vertex"}, {4, "Fragment"}, {5, "GLCompute"}};
const Names kExecutionModes = {{17, "LocalSize"},
                               {5069, "CoalescingAMDX"},
                               {5070, "IsApiEntryAMDX"},
                               {5071, "MaxNodeRecursionAMDX"},
                               {5072, "StaticNumWorkgroupsAMDX"},
                               {5073, "ShaderIndexAMDX"},
                               {5077, "MaxNumWorkgroupsAMDX"},
                               {5102, "SharesInputWithAMDX"}};
const Names kAddressingModels = {{0, "Logical"}, {5348, "PhysicalStorageBuffer64"}};
const Names kMemoryModels = {{1, "GLSL450"}, {3, "Vulkan"}};
const Names kStorageClasses = {{0, "UniformConstant"},
                               {1, "Input"},
                               {2, "Uniform"},
                               {3, "Output"},
                               {4, "Workgroup"},
                               {6, "Private"},
                               {7, "Function"},
                               {9, "PushConstant"},
                               {12, "StorageBuffer"},
                               {5068, "NodePayloadAMDX"},
                               {5349, "PhysicalStorageBuffer"}};
const Names kDecorations = {{2, "Block"},
                            {6, "ArrayStride"},
                            {11, "BuiltIn"},
                            {20, "Aliased"},
                            {23, "Coherent"},
                            {24, "NonWritable"},
                            {33, "Binding"},
                            {34, "DescriptorSet"},
                            {35, "Offset"},
                            {42, "NoContraction"},
                            {4216, "SaturatedToLargestFloat8NormalConversionEXT"},
                            {5019, "NodeSharesPayloadLimitsWithAMDX"},
                            {5020, "NodeMaxPayloadsAMDX"},
                            {5078, "TrackFinishWritingAMDX"},
                            {5091, "PayloadNodeNameAMDX"},
                            {5098, "PayloadNodeBaseIndexAMDX"},
                            {5099, "PayloadNodeSparseArrayAMDX"},
                            {5100, "PayloadNodeArraySizeAMDX"},
                            {5105, "PayloadDispatchIndirectAMDX"}};
const Names kBuiltIns = {{26, "WorkgroupId"},        {27, "LocalInvocationId"},
                         {28, "GlobalInvocationId"}, {29, "LocalInvocationIndex"},
                         {40, "SubgroupId"},         {5021, "RemainingRecursionLevelsAMDX"},
                         {5073, "ShaderIndexAMDX"}};
const Names kFloatEncodings = {{4214, "Float8E4M3EXT"}, {4215, "Float8E5M2EXT"}};
const Names kMemoryAccess = {{0x1, "Volatile"},
                             {0x2, "Aligned"},
                             {0x4, "Nontemporal"},
                             {0x8, "MakePointerAvailable"},
                             {0x10, "MakePointerVisible"},
                             {0x20, "NonPrivatePointer"}};
const Names kMatrixOperands = {{0x1, "MatrixASignedComponentsKHR"},
                               {0x2, "MatrixBSignedComponentsKHR"},
                               {0x4, "MatrixCSignedComponentsKHR"},
                               {0x8, "MatrixResultSignedComponentsKHR"},
                               {0x10, "SaturatingAccumulationKHR"}};

// "NonPrivatePointer", "A|B" of a mask's bits; "None" for 0.
std::string mask(const Names& bits, uint32_t value) {
  if (value == 0) return "None";
  std::string text;
  for (const auto& [bit, name] : bits)
    if ((value & bit) != 0) {
      text += (text.empty() ? "" : "|") + std::string(name);
      value &= ~bit;
    }
  if (value != 0) text += (text.empty() ? "" : "|") + std::to_string(value);
  return text;
}

struct Instruction {
  uint32_t opcode;
  std::vector<uint32_t> operands;  // the words after the first
};

std::vector<Instruction> instructions_of(const std::vector<uint32_t>& words) {
  if (words.size() < 5 || words[0] != 0x07230203) throw std::runtime_error("not a SPIR-V module");
  std::vector<Instruction> instructions;
  for (size_t at = 5; at < words.size();) {
    const uint32_t count = words[at] >> 16;
    if (count == 0 || at + count > words.size()) throw std::runtime_error("a truncated instruction");
    instructions.push_back(
        {words[at] & 0xFFFF,
         {words.begin() + static_cast<long>(at) + 1, words.begin() + static_cast<long>(at + count)}});
    at += count;
  }
  return instructions;
}

std::string string_at(const std::vector<uint32_t>& operands, size_t& at) {
  std::string text;
  for (; at < operands.size(); ++at) {
    char bytes[4];
    std::memcpy(bytes, &operands[at], 4);
    const size_t length = strnlen(bytes, 4);
    text.append(bytes, length);
    if (length < 4) {
      ++at;
      break;
    }
  }
  return text;
}

// spirv-dis's friendly names: OpName's, then types and scalar constants by what they are,
// made unique with _0, _1...; the rest stay numbered.
class Namer {
 public:
  explicit Namer(const std::vector<Instruction>& instructions) {
    for (const Instruction& instruction : instructions)
      if (instruction.opcode == 5 && !instruction.operands.empty()) {
        size_t at = 1;
        given_.emplace(instruction.operands[0], string_at(instruction.operands, at));  // the first, as spirv-dis
      }
    for (const Instruction& instruction : instructions)  // unnamed built-ins by their BuiltIn, as spirv-dis
      if (instruction.opcode == 71 && instruction.operands.size() == 3 && instruction.operands[1] == 11 &&
          kBuiltIns.count(instruction.operands[2]) != 0)
        given_.emplace(instruction.operands[0], kBuiltIns.at(instruction.operands[2]));
    for (const Instruction& instruction : instructions) name_definition(instruction);
  }

  std::string operator()(uint32_t id) const {
    const auto found = names_.find(id);
    return "%" + (found != names_.end() ? found->second : std::to_string(id));
  }

 private:
  std::string bare(uint32_t id) const { return (*this)(id).substr(1); }

  void name_definition(const Instruction& instruction) {
    const Shape* shape = shape_of(instruction.opcode);
    if (shape == nullptr || !shape->result) return;
    const size_t result_at = shape->result_type ? 1 : 0;
    if (instruction.operands.size() <= result_at) return;
    const uint32_t id = instruction.operands[result_at];
    std::string name = friendly(instruction);  // always: it records the scalar types and constants
    if (given_.count(id) != 0) {
      name = given_.at(id);
      for (char& c : name)  // spirv-dis's identifiers: "i.phi" is %i_phi
        if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
    }
    if (name.empty()) return;
    const std::string base = name;
    for (int suffix = 0; !taken_.insert(name).second; ++suffix) name = base + "_" + std::to_string(suffix);
    names_[id] = name;
  }

  static const Shape* shape_of(uint32_t opcode) {
    const auto found = shapes().find(opcode);
    return found != shapes().end() ? &found->second : nullptr;
  }

  std::string friendly(const Instruction& instruction) {
    const std::vector<uint32_t>& operand = instruction.operands;
    auto at = [&](size_t index) { return index < operand.size() ? operand[index] : 0u; };
    switch (instruction.opcode) {
      case 19: return "void";
      case 20: return "bool";
      case 21: {
        static const std::map<uint32_t, std::string> widths = {{8, "char"}, {16, "short"}, {32, "int"}, {64, "long"}};
        const auto width = widths.find(at(1));
        if (width == widths.end()) return "";
        const std::string name = at(2) != 0 ? width->second : "u" + width->second;
        scalars_[at(0)] = {name, false, at(1)};
        return name;
      }
      case 22: {
        std::string name = at(1) == 16 ? "half" : at(1) == 32 ? "float" : at(1) == 64 ? "double" : "";
        if (at(1) == 8 && operand.size() > 2) name = at(2) == 4214 ? "fp8e4m3" : at(2) == 4215 ? "fp8e5m2" : "";
        if (!name.empty()) scalars_[at(0)] = {name, true, at(1)};
        return name;
      }
      case 23: return "v" + std::to_string(at(2)) + bare(at(1));
      case 28: return "_arr_" + bare(at(1)) + "_" + bare(at(2));
      case 29: return "_runtimearr_" + bare(at(1));
      case 32: return "_ptr_" + enumerant(kStorageClasses, at(1)) + "_" + bare(at(2));
      case 5076: return "_payloadarr_" + bare(at(1));
      case 4456: {
        static const char* const kUses[] = {"A", "B", "accumulator"};
        const auto use = constants_.find(at(5));
        if (use == constants_.end() || use->second > 2) return "";
        return "coopmat_" + bare(at(1)) + "_" + kUses[use->second];
      }
      case 41: return "true";
      case 42: return "false";
      case 43: {
        const auto scalar = scalars_.find(at(0));
        if (scalar == scalars_.end() || scalar->second.width > 32) return "";
        if (!scalar->second.is_float) {
          constants_[at(1)] = at(2);
          const auto value = static_cast<int32_t>(at(2));
          const bool negative = scalar->second.name[0] != 'u' && value < 0;
          return scalar->second.name + "_" +
                 (negative ? "n" + std::to_string(-static_cast<int64_t>(value)) : std::to_string(at(2)));
        }
        if (scalar->second.width != 32) return "";
        float value = 0;
        std::memcpy(&value, &operand[2], 4);
        std::ostringstream text;
        text << value;
        std::string digits = text.str();
        for (char& c : digits) c = c == '.' ? '_' : c == '-' ? 'n' : c;
        return "float_" + digits;
      }
      default: return "";
    }
  }

  struct Scalar {
    std::string name;
    bool is_float = false;
    uint32_t width = 0;
  };
  std::unordered_map<uint32_t, std::string> given_;
  std::unordered_map<uint32_t, std::string> names_;
  std::set<std::string> taken_;
  std::unordered_map<uint32_t, Scalar> scalars_;      // by type id
  std::unordered_map<uint32_t, uint32_t> constants_;  // integer constants' values, by id
};

std::string print(const Instruction& instruction, const Namer& name) {
  const auto found = shapes().find(instruction.opcode);
  if (found == shapes().end())
    throw std::runtime_error("opcode " + std::to_string(instruction.opcode) +
                             " is not in the test printer's table (instruction_printer.cpp)");
  const Shape& shape = found->second;
  const std::vector<uint32_t>& operand = instruction.operands;
  size_t at = 0;
  std::string text;
  std::string type;
  if (shape.result_type && at < operand.size()) type = " " + name(operand[at++]);
  if (shape.result && at < operand.size()) text = name(operand[at++]) + " = ";
  text += std::string(shape.name) + type;
  const std::string_view kinds = shape.operands;
  for (size_t kind_index = 0; at < operand.size();) {
    if (kind_index >= kinds.size())
      throw std::runtime_error(std::string(shape.name) + " has more operands than it takes");
    const char kind = kinds[kind_index];
    if (kind_index + 1 >= kinds.size() || kinds[kind_index + 1] != '*') ++kind_index;
    const uint32_t word = operand[at++];
    text += " ";
    switch (kind) {
      case 'i': text += name(word); break;
      case 'l': text += std::to_string(word); break;
      case 's':
        --at;
        text += "\"" + string_at(operand, at) + "\"";
        break;
      case 'C': text += enumerant(kCapabilities, word); break;
      case 'E': text += enumerant(kExecutionModels, word); break;
      case 'X': text += enumerant(kExecutionModes, word); break;
      case 'A': text += enumerant(kAddressingModels, word); break;
      case 'm': text += enumerant(kMemoryModels, word); break;
      case 'S': text += enumerant(kStorageClasses, word); break;
      case 'F': text += enumerant(kFloatEncodings, word); break;
      case 'c': text += mask({}, word); break;
      case 'O': text += mask(kMatrixOperands, word); break;
      case 'D':
        text += enumerant(kDecorations, word);
        if (word == 11 && at < operand.size()) text += " " + enumerant(kBuiltIns, operand[at++]);
        break;
      case 'M':
        text += mask(kMemoryAccess, word);
        if ((word & 0x2) != 0 && at < operand.size()) text += " " + std::to_string(operand[at++]);
        while (at < operand.size()) text += " " + name(operand[at++]);  // the Make* scopes
        break;
      default: throw std::logic_error("unknown operand kind");
    }
  }
  return text;
}

}  // namespace

std::vector<std::string> printed_lines(const std::vector<uint32_t>& words) {
  const std::vector<Instruction> instructions = instructions_of(words);
  const Namer namer(instructions);
  std::vector<std::string> lines;
  lines.reserve(instructions.size());
  for (const Instruction& instruction : instructions) lines.push_back(print(instruction, namer));
  return lines;
}

}  // namespace untangle::spirv_emit::testing
