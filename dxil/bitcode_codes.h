// The block ids and record codes of LLVM IR bitcode that the reader knows, as LLVM numbers
// them (stable across LLVM 3.7 and 14), and their names for error messages.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace untangle::dxil::bitcode {

enum BlockId : uint32_t {
  kBlockInfoBlock = 0,
  kModuleBlock = 8,
  kParamAttrBlock = 9,
  kParamAttrGroupBlock = 10,
  kConstantsBlock = 11,
  kFunctionBlock = 12,
  kIdentificationBlock = 13,
  kValueSymtabBlock = 14,
  kMetadataBlock = 15,
  kMetadataAttachmentBlock = 16,
  kTypeBlockNew = 17,
  kUselistBlock = 18,
  kModuleStrtabBlock = 19,
  kGlobalValueSummaryBlock = 20,
  kOperandBundleTagsBlock = 21,
  kMetadataKindBlock = 22,
  kStrtabBlock = 23,
  kFullLtoGlobalValueSummaryBlock = 24,
  kSymtabBlock = 25,
  kSyncScopeNamesBlock = 26,
};

enum IdentificationCode : uint32_t {
  kIdentificationString = 1,
  kIdentificationEpoch = 2,
};

enum ModuleCode : uint32_t {
  kModuleVersion = 1,
  kModuleTriple = 2,
  kModuleDataLayout = 3,
  kModuleAsm = 4,
  kModuleSectionName = 5,
  kModuleDepLib = 6,
  kModuleGlobalVar = 7,
  kModuleFunction = 8,
  kModuleAliasOld = 9,
  kModuleGcName = 11,
  kModuleComdat = 12,
  kModuleVstOffset = 13,
  kModuleAlias = 14,
  kModuleMetadataValuesUnused = 15,
  kModuleSourceFilename = 16,
  kModuleHash = 17,
  kModuleIfunc = 18,
};

enum ParamAttrCode : uint32_t {
  kParamAttrEntryOld = 1,
  kParamAttrEntry = 2,
  kParamAttrGroupEntry = 3,
};

enum TypeCode : uint32_t {
  kTypeNumEntry = 1,
  kTypeVoid = 2,
  kTypeFloat = 3,
  kTypeDouble = 4,
  kTypeLabel = 5,
  kTypeOpaque = 6,
  kTypeInteger = 7,
  kTypePointer = 8,
  kTypeFunctionOld = 9,
  kTypeHalf = 10,
  kTypeArray = 11,
  kTypeVector = 12,
  kTypeX86Fp80 = 13,
  kTypeFp128 = 14,
  kTypePpcFp128 = 15,
  kTypeMetadata = 16,
  kTypeX86Mmx = 17,
  kTypeStructAnon = 18,
  kTypeStructName = 19,
  kTypeStructNamed = 20,
  kTypeFunction = 21,
  kTypeToken = 22,
  kTypeBfloat = 23,
  kTypeX86Amx = 24,
  kTypeOpaquePointer = 25,
};

enum ConstantsCode : uint32_t {
  kConstSetType = 1,
  kConstNull = 2,
  kConstUndef = 3,
  kConstInteger = 4,
  kConstWideInteger = 5,
  kConstFloat = 6,
  kConstAggregate = 7,
  kConstString = 8,
  kConstCString = 9,
  kConstExprBinop = 10,
  kConstExprCast = 11,
  kConstExprGep = 12,
  kConstExprSelect = 13,
  kConstExprExtractElement = 14,
  kConstExprInsertElement = 15,
  kConstExprShuffleVector = 16,
  kConstExprCmp = 17,
  kConstInlineAsmOld = 18,
  kConstExprShuffleVectorEx = 19,
  kConstExprInboundsGep = 20,
  kConstBlockAddress = 21,
  kConstData = 22,
  kConstInlineAsmOld2 = 23,
  kConstExprGepWithInrangeIndex = 24,
  kConstExprUnop = 25,
  kConstPoison = 26,
  kConstDsoLocalEquivalent = 27,
  kConstInlineAsmOld3 = 28,
  kConstNoCfiValue = 29,
  kConstInlineAsm = 30,
};

enum FunctionCode : uint32_t {
  kFuncDeclareBlocks = 1,
  kInstBinop = 2,
  kInstCast = 3,
  kInstGepOld = 4,
  kInstSelect = 5,
  kInstExtractElement = 6,
  kInstInsertElement = 7,
  kInstShuffleVector = 8,
  kInstCmp = 9,
  kInstRet = 10,
  kInstBr = 11,
  kInstSwitch = 12,
  kInstInvoke = 13,
  kInstUnreachable = 15,
  kInstPhi = 16,
  kInstAlloca = 19,
  kInstLoad = 20,
  kInstVaArg = 23,
  kInstStoreOld = 24,
  kInstExtractValue = 26,
  kInstInsertValue = 27,
  kInstCmp2 = 28,
  kInstVSelect = 29,
  kInstInboundsGepOld = 30,
  kInstIndirectBr = 31,
  kFuncDebugLocAgain = 33,
  kInstCall = 34,
  kFuncDebugLoc = 35,
  kInstFence = 36,
  kInstCmpXchgOld = 37,
  kInstAtomicRmwOld = 38,
  kInstResume = 39,
  kInstLandingPadOld = 40,
  kInstLoadAtomic = 41,
  kInstStoreAtomicOld = 42,
  kInstGep = 43,
  kInstStore = 44,
  kInstStoreAtomic = 45,
  kInstCmpXchg = 46,
  kInstLandingPad = 47,
  kInstCleanupRet = 48,
  kInstCatchRet = 49,
  kInstCatchPad = 50,
  kInstCleanupPad = 51,
  kInstCatchSwitch = 52,
  kFuncOperandBundle = 55,
  kInstUnop = 56,
  kInstCallBr = 57,
  kInstFreeze = 58,
  kInstAtomicRmw = 59,
  kFuncBlockAddrUsers = 60,
};

enum ValueSymtabCode : uint32_t {
  kVstEntry = 1,
  kVstBbEntry = 2,
  kVstFnEntry = 3,
  kVstCombinedEntry = 5,
};

enum MetadataCode : uint32_t {
  kMetadataStringOld = 1,
  kMetadataValue = 2,
  kMetadataNode = 3,
  kMetadataName = 4,
  kMetadataDistinctNode = 5,
  kMetadataKind = 6,
  kMetadataLocation = 7,
  kMetadataOldNode = 8,
  kMetadataOldFnNode = 9,
  kMetadataNamedNode = 10,
  kMetadataAttachment = 11,
  kMetadataGenericDebug = 12,
  kMetadataSubrange = 13,
  kMetadataEnumerator = 14,
  kMetadataBasicType = 15,
  kMetadataFile = 16,
  kMetadataDerivedType = 17,
  kMetadataCompositeType = 18,
  kMetadataSubroutineType = 19,
  kMetadataCompileUnit = 20,
  kMetadataSubprogram = 21,
  kMetadataLexicalBlock = 22,
  kMetadataLexicalBlockFile = 23,
  kMetadataNamespace = 24,
  kMetadataTemplateType = 25,
  kMetadataTemplateValue = 26,
  kMetadataGlobalVar = 27,
  kMetadataLocalVar = 28,
  kMetadataExpression = 29,
  kMetadataObjcProperty = 30,
  kMetadataImportedEntity = 31,
  kMetadataModule = 32,
  kMetadataMacro = 33,
  kMetadataMacroFile = 34,
  kMetadataStrings = 35,
  kMetadataGlobalDeclAttachment = 36,
  kMetadataGlobalVarExpr = 37,
  kMetadataIndexOffset = 38,
  kMetadataIndex = 39,
  kMetadataLabel = 40,
  kMetadataStringType = 41,
  kMetadataCommonBlock = 44,
  kMetadataGenericSubrange = 45,
  kMetadataArgList = 46,
  kMetadataAssignId = 47,
};

enum BlobCode : uint32_t {
  kStrtabBlob = 1,  // also SYMTAB_BLOB
};

// "FUNCTION_BLOCK", or "block 99" for an unknown id.
std::string block_name(uint32_t block_id);
// "INST_LOAD", or an empty view when the code is unknown in that block.
std::string_view record_name(uint32_t block_id, uint32_t code);
// "FUNCTION_BLOCK record INST_LOAD (20)": the context of a record in error messages.
std::string describe_record(uint32_t block_id, uint32_t code);

}  // namespace untangle::dxil::bitcode
