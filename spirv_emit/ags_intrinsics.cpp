// Recognizing AGS's encoding (ags_intrinsics.h): calls grouped into intrinsics, hooks and
// registers found, every use of a register checked.
#include "spirv_emit/ags_intrinsics.h"

#include <algorithm>
#include <array>
#include <optional>
#include <string>

#include "spirv_emit/error.h"
#include "spirv_emit/execution_modes.h"
#include "spirv_emit/values.h"

namespace untangle::spirv_emit {

namespace {

constexpr uint32_t kAmdExtensionSpace = 0x7FFF0ADE;
constexpr uint32_t kMagic = 5;

// A call's code: AmdExtD3DShaderIntrinsics' Magic, Opcode, OpcodePhase and Data fields.
struct Code {
  uint32_t opcode = 0;
  uint32_t phase = 0;
  uint32_t immediate = 0;
};

std::optional<Code> decode(uint64_t code) {
  if (code > 0xFFFFFFFF || (code >> 28) != kMagic) return std::nullopt;
  return Code{static_cast<uint32_t>(code & 0xFF), static_cast<uint32_t>((code >> 24) & 0x3),
              static_cast<uint32_t>((code >> 8) & 0xFFFF)};
}

// The intrinsics untangle lowers, with the calls each phase makes (the encoding of AGS's
// ags_shader_intrinsics_dx12.hlsl) and the phase whose call completes their input.
struct Shape {
  uint32_t opcode;
  const char* name;
  std::array<uint8_t, 3> calls;  // per phase; 0 past the last
  uint8_t trigger;               // the phase of one call that completes the input
  bool returns_matrix;           // the last phase reads the result's eight registers
};

constexpr Shape kShapes[] = {
    {ags::kWaveMatrixMulAcc, "WaveMatrixMulAcc", {12, 1, 8}, 1, true},
    {ags::kWaveMatrixUavLoad, "WaveMatrixUavLoad", {1, 1, 8}, 1, true},
    {ags::kWaveMatrixUavStore, "WaveMatrixUavStore", {1, 4, 1}, 2, false},
    {ags::kWaveMatrixLdsLoad, "WaveMatrixLdsLoad", {1, 1, 8}, 1, true},
    {ags::kWaveMatrixLdsStore, "WaveMatrixLdsStore", {1, 4, 1}, 2, false},
    {ags::kWaveMatrixElementFill, "WaveMatrixElementFill", {4, 1, 8}, 1, true},
    {ags::kWaveMatrixElementExtract, "WaveMatrixElementExtract", {4, 1, 0}, 1, false},
    {ags::kWaveMatrixLength, "WaveMatrixLength", {1, 0, 0}, 0, false},
    {ags::kWaveMatrixCopy, "WaveMatrixCopy", {4, 1, 8}, 1, true},
    {ags::kWaveMatrixFill, "WaveMatrixFill", {1, 8, 0}, 0, true},
    {ags::kMatrixElementWiseArithmetic, "MatrixElementWiseArithmetic", {8, 1, 8}, 1, true},
    {ags::kFloat8Conversion, "Float8Conversion", {1, 0, 0}, 0, false},
};

const Shape* shape_of(uint32_t opcode) {
  for (const Shape& shape : kShapes)
    if (shape.opcode == opcode) return &shape;
  return nullptr;
}

uint32_t phase_count(const Shape& shape) {
  uint32_t phases = 0;
  while (phases < shape.calls.size() && shape.calls[phases] != 0) ++phases;
  return phases;
}

// AGS's names of the intrinsics untangle does not lower, for the refusal.
std::string intrinsic_name(uint32_t opcode) {
  static constexpr std::pair<uint32_t, const char*> kOthers[] = {
      {0x01, "Readfirstlane"},
      {0x02, "Readlane"},
      {0x03, "LaneId"},
      {0x04, "Swizzle"},
      {0x05, "Ballot"},
      {0x06, "MBCnt"},
      {0x07, "Min3U"},
      {0x08, "Min3F"},
      {0x09, "Med3U"},
      {0x0a, "Med3F"},
      {0x0b, "Max3U"},
      {0x0c, "Max3F"},
      {0x0d, "BaryCoord"},
      {0x0e, "VtxParam"},
      {0x12, "WaveReduce"},
      {0x13, "WaveScan"},
      {0x14, "LoadDwAtAddr"},
      {0x17, "DrawIndex"},
      {0x18, "AtomicU64"},
      {0x19, "GetWaveSize"},
      {0x1a, "BaseInstance"},
      {0x1b, "BaseVertex"},
      {0x1c, "FloatConversion"},
      {0x1d, "ReadlaneAt"},
      {0x1f, "ShaderClock"},
      {0x20, "ShaderRealtimeClock"},
      {0x21, "Halt"},
      {0x22, "IntersectBvhNode"},
      {0x23, "BufferStoreByte"},
      {0x24, "BufferStoreShort"},
      {0x25, "ShaderMarker"},
      {0x26, "FloatOpWithRoundMode"},
      {0x2b, "WaveMatrixGlobalLoad"},
      {0x2c, "WaveMatrixGlobalStore"},
      {0x34, "MatrixSparsityIndexLoad"},
      {0x37, "BuiltIn1"},
      {0x38, "BuiltInArg"},
  };
  if (const Shape* shape = shape_of(opcode)) return shape->name;
  for (const auto& [code, name] : kOthers)
    if (code == opcode) return name;
  return "opcode " + std::to_string(opcode);
}

[[noreturn]] void malformed_intrinsic(const std::string& detail) {
  malformed("AMD GPU Services intrinsics: " + detail);
}

// The call's code, when it is an AtomicCompareExchange on the extension UAV.
std::optional<Code> magic_code(const dxil::Instruction& instruction, HandleTable& handles) {
  if (instruction.opcode != dxil::Opcode::Call || dxil::dxop_of(instruction) != dxil::DxOp::AtomicCompareExchange)
    return std::nullopt;
  if (instruction.operands.size() < 7 || !handles.handle(instruction.operands[1]).resource->amd_extension)
    return std::nullopt;
  const std::optional<Code> code = decode(constant_integer(instruction.operands[2], "AGS intrinsic code"));
  if (!code) malformed_intrinsic("a compare-exchange on the extension UAV whose address is no AGS code");
  return code;
}

}  // namespace

const dxil::Value* ags_argument(const dxil::Instruction& call, uint32_t which) { return call.operands[5 + which]; }

uint32_t ags_immediate(const dxil::Instruction& call) {
  return decode(constant_integer(call.operands[2], "AGS intrinsic code"))->immediate;
}

namespace {
constexpr std::pair<const char*, bool AgsSupport::*> kSupportNames[] = {
    {"cooperative-matrix", &AgsSupport::cooperative_matrix}, {"float8", &AgsSupport::float8}};
}  // namespace

std::optional<AgsSupport> ags_support_from_name(const std::string& name) {
  AgsSupport support;
  if (name == "none") return support;
  for (size_t start = 0; start <= name.size();) {
    const size_t end = std::min(name.find(',', start), name.size());
    const std::string item = name.substr(start, end - start);
    bool known = false;
    for (const auto& [spelling, member] : kSupportNames)
      if (item == spelling) support.*member = known = true;
    if (!known) return std::nullopt;
    start = end + 1;
  }
  return support;
}

std::string ags_support_name(const AgsSupport& support) {
  std::string name;
  for (const auto& [spelling, member] : kSupportNames)
    if (support.*member) name += (name.empty() ? "" : ",") + std::string(spelling);
  return name.empty() ? "none" : name;
}

AgsUseScratch ags_use_scratch(const dxil::EntryPoint& entry, dxil::ShaderKind stage) {
  const std::optional<std::array<uint32_t, 3>> size = workgroup_size(entry, stage);
  if (!size) return {};
  const uint32_t wave = entry.wave_size && entry.wave_size->minimum != 0 ? entry.wave_size->minimum : 32;
  const uint64_t threads = uint64_t{(*size)[0]} * (*size)[1] * (*size)[2];
  return {static_cast<uint32_t>(std::max<uint64_t>(1, (threads + wave - 1) / wave)), 0};
}

bool is_amd_extension_uav(const ResourceDeclaration& declaration) {
  return !declaration.is_heap && declaration.resource_class == dxil::ResourceClass::UnorderedAccess &&
         declaration.space == kAmdExtensionSpace;
}

AgsIntrinsics::AgsIntrinsics(const dxil::Function& function, HandleTable& handles, const AgsSupport& support,
                             AgsUseScratch& scratch)
    : support_(support), scratch_(&scratch) {
  try {
    for (const auto& block : function.blocks) group(*block, handles);
    if (intrinsics_.empty()) return;
    find_hooks(function);
    find_matrix_arrays(function);
    find_registers(function);
    own_matrix_arrays(function);
    check_register_uses(function);
  } catch (const Error& error) {
    if (examining_ == nullptr) throw;
    throw AgsEncodingError(error, *examining_);
  }
}

void AgsIntrinsics::group(const dxil::BasicBlock& block, HandleTable& handles) {
  std::optional<uint32_t> open;
  for (const auto& instruction : block.instructions) {
    examining_ = instruction.get();
    const std::optional<Code> code = magic_code(*instruction, handles);
    if (!code) continue;
    const Shape* shape = shape_of(code->opcode);
    if (shape == nullptr) unsupported("the AGS intrinsic " + intrinsic_name(code->opcode) + " is not supported");
    if (open) {
      Intrinsic& current = intrinsics_[*open];
      const Shape& current_shape = *shape_of(current.opcode);
      const uint32_t last = current.phases.back();
      uint32_t in_last = 0;
      for (uint32_t phase : current.phases) in_last += phase == last ? 1 : 0;
      const bool last_complete = in_last == current_shape.calls[last];
      const bool fits = current.opcode == code->opcode &&
                        ((code->phase == last && !last_complete) ||
                         (code->phase == last + 1 && last_complete && code->phase < phase_count(current_shape)));
      if (fits) {
        current.calls.push_back(instruction.get());
        current.phases.push_back(code->phase);
        continue;
      }
      close(*open);
    }
    if (code->phase != 0)
      malformed_intrinsic("an AGS " + intrinsic_name(code->opcode) + " call of phase " + std::to_string(code->phase) +
                          " that no phase-0 call of it begins");
    Intrinsic& started = intrinsics_.emplace_back();
    started.opcode = code->opcode;
    started.calls.push_back(instruction.get());
    started.phases.push_back(0);
    open = static_cast<uint32_t>(intrinsics_.size() - 1);
  }
  if (open) close(*open);
}

void AgsIntrinsics::close(uint32_t index) {
  Intrinsic& intrinsic = intrinsics_[index];
  examining_ = intrinsic.calls.front();
  const Shape& shape = *shape_of(intrinsic.opcode);
  uint32_t expected = 0;
  for (uint8_t calls : shape.calls) expected += calls;
  if (intrinsic.calls.size() != expected)
    malformed_intrinsic("an AGS " + std::string(shape.name) + " of " + std::to_string(intrinsic.calls.size()) +
                        " calls in its block, where it takes " + std::to_string(expected));
  const uint32_t phases = phase_count(shape);
  size_t at = 0;
  for (uint32_t phase = 0; phase < phases; ++phase) {
    for (uint32_t call = 0; call < shape.calls[phase]; ++call, ++at) {
      Role role{index, Role::Kind::Call};
      if (phase == shape.trigger) role.kind = Role::Kind::Trigger;
      if (shape.returns_matrix && phase == phases - 1) role.kind = Role::Kind::Read;
      roles_[intrinsic.calls[at]] = role;
    }
  }
  // The type of the matrix the intrinsic returns.
  auto immediate_of = [&](size_t call) { return ags_immediate(*intrinsic.calls[call]); };
  switch (intrinsic.opcode) {
    case ags::kWaveMatrixUavLoad:
    case ags::kWaveMatrixLdsLoad: intrinsic.result = decode_matrix_type(immediate_of(1)); break;
    case ags::kWaveMatrixElementFill:
    case ags::kMatrixElementWiseArithmetic: intrinsic.result = decode_matrix_type(immediate_of(shape.calls[0])); break;
    case ags::kWaveMatrixFill: intrinsic.result = decode_matrix_type(immediate_of(0)); break;
    case ags::kWaveMatrixCopy:
      intrinsic.result = decode_matrix_type(static_cast<uint32_t>(
          constant_integer(ags_argument(*intrinsic.calls[4], 0), "WaveMatrixCopy's output type")));
      break;
    case ags::kWaveMatrixMulAcc:
      intrinsic.result = AgsMatrixType{ags_multiply(immediate_of(12)).accumulator, 2, false};
      break;
    default: break;
  }
}

void AgsIntrinsics::find_hooks(const dxil::Function& function) {
  std::unordered_map<const dxil::Value*, std::vector<const dxil::Instruction*>> users;
  for (const auto& block : function.blocks)
    for (const auto& instruction : block->instructions)
      for (const dxil::Value* operand : instruction->operands) users[operand].push_back(instruction.get());
  for (uint32_t index = 0; index < intrinsics_.size(); ++index) {
    Intrinsic& intrinsic = intrinsics_[index];
    const bool lds = intrinsic.opcode == ags::kWaveMatrixLdsLoad || intrinsic.opcode == ags::kWaveMatrixLdsStore;
    if (!lds && intrinsic.opcode != ags::kWaveMatrixUavLoad && intrinsic.opcode != ags::kWaveMatrixUavStore) continue;
    const std::string name = shape_of(intrinsic.opcode)->name;
    const dxil::Instruction* doorbell = intrinsic.calls[0];
    examining_ = doorbell;
    // The call that takes the hook: the load's phase 1, the store's phase 2.
    const dxil::Instruction& taker = *intrinsic.calls[intrinsic.calls.size() == 10 ? 1 : 5];
    const auto* hook = dynamic_cast<const dxil::Instruction*>(ags_argument(taker, 0));
    if (hook == nullptr) malformed_intrinsic(name + " without the hook access of its buffer");
    if (lds) {
      // InterlockedAdd(LDS[doorbell], 0, hook).
      const auto* element = hook->opcode == dxil::Opcode::AtomicRMW && !hook->operands.empty()
                                ? dynamic_cast<const dxil::Instruction*>(hook->operands[0])
                                : nullptr;
      if (element == nullptr || element->opcode != dxil::Opcode::GetElementPtr || element->operands.empty() ||
          element->operands.back() != doorbell)
        malformed_intrinsic(name +
                            " whose hook is no atomic on groupshared memory at the offset its first call returned");
      intrinsic.hook = hook;
      roles_[hook] = {index, Role::Kind::Hook};
    } else {
      // Buffer.Load(doorbell): a raw or typed buffer load, and the extraction of its word.
      const auto* load = hook->opcode == dxil::Opcode::ExtractValue && !hook->operands.empty()
                             ? dynamic_cast<const dxil::Instruction*>(hook->operands[0])
                             : nullptr;
      const std::optional<dxil::DxOp> op = load != nullptr ? dxil::dxop_of(*load) : std::nullopt;
      if ((op != dxil::DxOp::RawBufferLoad && op != dxil::DxOp::BufferLoad) || load->operands.size() < 3 ||
          load->operands[2] != doorbell)
        malformed_intrinsic(name + " whose hook is no buffer load at the offset its first call returned");
      intrinsic.hook = load;
      roles_[load] = {index, Role::Kind::Hook};
      for (const dxil::Instruction* user : users[load]) {
        if (user->opcode != dxil::Opcode::ExtractValue)
          malformed_intrinsic(name + "'s hook load is used other than by extractvalue");
        roles_[user] = {index, Role::Kind::Hook};
      }
    }
    for (const dxil::Instruction* user : users[doorbell])
      if (user != intrinsic.hook && user->opcode != dxil::Opcode::GetElementPtr)
        malformed_intrinsic(name + "'s first call returns an offset used other than by its hook");
  }
}

void AgsIntrinsics::find_registers(const dxil::Function& function) {
  for (const Intrinsic& intrinsic : intrinsics_) {
    if (!shape_of(intrinsic.opcode)->returns_matrix) continue;
    const size_t first = intrinsic.calls.size() - 8;
    for (size_t at = first; at < intrinsic.calls.size(); ++at) {
      examining_ = intrinsic.calls[at];
      const uint32_t io = ags_immediate(*intrinsic.calls[at]);
      const uint32_t channel = io & 0xF;
      const uint32_t second = (io >> 4) & 0xF;
      if (channel > 3 || second > 1 || (io >> 8) != 0)
        malformed_intrinsic("a wave-matrix register read of code " + std::to_string(io));
      registers_[intrinsic.calls[at]] = {intrinsic.result, channel + 4 * second};
    }
  }
  // Phis of registers are registers, and loads of matrix arrays that registers are stored
  // into; a phi may take another's value only once that one is known.
  for (bool changed = true; changed;) {
    changed = type_matrix_arrays();
    for (const auto& block : function.blocks) {
      for (const auto& instruction : block->instructions) {
        if (instruction->opcode != dxil::Opcode::Phi) break;
        if (registers_.count(instruction.get()) != 0) continue;
        examining_ = instruction.get();
        const Register* known = nullptr;
        for (const dxil::Value* incoming : instruction->operands)
          if (auto found = registers_.find(incoming); found != registers_.end()) known = &found->second;
        if (known == nullptr) continue;
        for (const dxil::Value* incoming : instruction->operands) {
          if (is_undef(incoming) || incoming == instruction.get()) continue;
          const auto found = registers_.find(incoming);
          if (found == registers_.end()) {
            if (dynamic_cast<const dxil::Instruction*>(incoming) != nullptr &&
                static_cast<const dxil::Instruction*>(incoming)->opcode == dxil::Opcode::Phi)
              continue;  // another phi, perhaps a register once it is known
            malformed_intrinsic("a phi merges a wave-matrix register with another value");
          }
          if (!(found->second.type == known->type) || found->second.index != known->index)
            malformed_intrinsic("a phi merges registers of different wave matrices or positions");
        }
        registers_[instruction.get()] = *known;
        changed = true;
      }
    }
  }
}

void AgsIntrinsics::check_register_uses(const dxil::Function& function) {
  for (const auto& block : function.blocks) {
    for (const auto& instruction : block->instructions) {
      examining_ = instruction.get();
      const bool takes_registers = owns(*instruction) || registers_.count(instruction.get()) != 0;
      for (const dxil::Value* operand : instruction->operands) {
        if (registers_.count(operand) == 0 || takes_registers) continue;
        if (instruction->opcode == dxil::Opcode::Phi)
          malformed_intrinsic("a phi merges a wave-matrix register with another value");
        unsupported(
            "an AGS wave-matrix register used other than by AGS intrinsics, phis and stores of whole matrices "
            "into local arrays: untangle keeps wave matrices in SSA values and arrays of them only");
      }
    }
  }
}

const AgsIntrinsics::Register& AgsIntrinsics::register_of(const dxil::Value* value) const {
  const auto found = registers_.find(value);
  if (found == registers_.end())
    malformed_intrinsic("an AGS intrinsic takes a value that no intrinsic returned as a wave-matrix register");
  return found->second;
}

Id AgsIntrinsics::register_type(Lowering& lowering, const dxil::Instruction& instruction) {
  const auto found = registers_.find(&instruction);
  return found == registers_.end() ? 0 : ags_matrix_type(lowering, support_, found->second.type);
}

void AgsIntrinsics::lower(Lowering& lowering, const dxil::Instruction& instruction) {
  const Role& role = roles_.at(&instruction);
  if (role.kind >= Role::Kind::ArrayVariable) return lower_array(lowering, instruction, role);
  Intrinsic& intrinsic = intrinsics_[role.intrinsic];
  switch (role.kind) {
    case Role::Kind::Call:
    case Role::Kind::Hook: return;
    case Role::Kind::Read: return lowering.values.define(instruction, intrinsic.lowered);
    case Role::Kind::Trigger: {
      intrinsic.lowered = lower_trigger(lowering, intrinsic, instruction);
      if (!shape_of(intrinsic.opcode)->returns_matrix && intrinsic.lowered != 0)
        lowering.values.define(instruction, intrinsic.lowered);
      return;
    }
    default: return;
  }
}

Id AgsIntrinsics::input_matrix(Lowering& lowering, const Intrinsic& intrinsic, size_t first,
                               const AgsMatrixType* expected) {
  const Register* seen = nullptr;
  for (size_t at = first; at < first + 4; ++at) {
    const dxil::Instruction& call = *intrinsic.calls[at];
    const uint32_t io = ags_immediate(call);
    const uint32_t pair = (io & 0xF) + 2 * ((io >> 4) & 0xF);
    for (uint32_t half = 0; half < 2; ++half) {
      const Register& held = register_of(ags_argument(call, half));
      if (held.index != 2 * pair + half)
        malformed_intrinsic("register " + std::to_string(held.index) + " of a wave matrix passed as register " +
                            std::to_string(2 * pair + half));
      if (seen != nullptr && !(held.type == seen->type))
        malformed_intrinsic("registers of different wave matrices passed as one");
      seen = &held;
    }
  }
  if (expected != nullptr && !(seen->type == *expected))
    unsupported("a wave matrix of " + ags_type_name(seen->type) + " passed as one of " + ags_type_name(*expected) +
                ": untangle does not reinterpret wave matrices");
  return lowering.values.value(ags_argument(*intrinsic.calls[first], 0));
}

}  // namespace untangle::spirv_emit
