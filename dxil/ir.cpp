// Names of IR enumerations, shared by the disassembler and every error message.
#include "dxil/ir.h"

namespace untangle::dxil {

std::string_view opcode_name(Opcode opcode) {
  switch (opcode) {
    case Opcode::Ret: return "ret";
    case Opcode::Br: return "br";
    case Opcode::Switch: return "switch";
    case Opcode::Unreachable: return "unreachable";
    case Opcode::Add: return "add";
    case Opcode::FAdd: return "fadd";
    case Opcode::Sub: return "sub";
    case Opcode::FSub: return "fsub";
    case Opcode::Mul: return "mul";
    case Opcode::FMul: return "fmul";
    case Opcode::UDiv: return "udiv";
    case Opcode::SDiv: return "sdiv";
    case Opcode::FDiv: return "fdiv";
    case Opcode::URem: return "urem";
    case Opcode::SRem: return "srem";
    case Opcode::FRem: return "frem";
    case Opcode::Shl: return "shl";
    case Opcode::LShr: return "lshr";
    case Opcode::AShr: return "ashr";
    case Opcode::And: return "and";
    case Opcode::Or: return "or";
    case Opcode::Xor: return "xor";
    case Opcode::Alloca: return "alloca";
    case Opcode::Load: return "load";
    case Opcode::Store: return "store";
    case Opcode::GetElementPtr: return "getelementptr";
    case Opcode::AtomicRMW: return "atomicrmw";
    case Opcode::AtomicCmpXchg: return "cmpxchg";
    case Opcode::Trunc: return "trunc";
    case Opcode::ZExt: return "zext";
    case Opcode::SExt: return "sext";
    case Opcode::FPToUI: return "fptoui";
    case Opcode::FPToSI: return "fptosi";
    case Opcode::UIToFP: return "uitofp";
    case Opcode::SIToFP: return "sitofp";
    case Opcode::FPTrunc: return "fptrunc";
    case Opcode::FPExt: return "fpext";
    case Opcode::PtrToInt: return "ptrtoint";
    case Opcode::IntToPtr: return "inttoptr";
    case Opcode::BitCast: return "bitcast";
    case Opcode::AddrSpaceCast: return "addrspacecast";
    case Opcode::ICmp: return "icmp";
    case Opcode::FCmp: return "fcmp";
    case Opcode::Phi: return "phi";
    case Opcode::Call: return "call";
    case Opcode::Select: return "select";
    case Opcode::ExtractElement: return "extractelement";
    case Opcode::InsertElement: return "insertelement";
    case Opcode::ShuffleVector: return "shufflevector";
    case Opcode::ExtractValue: return "extractvalue";
    case Opcode::InsertValue: return "insertvalue";
  }
  return "<unknown opcode>";
}

}  // namespace untangle::dxil
