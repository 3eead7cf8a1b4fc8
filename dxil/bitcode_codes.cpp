// Names of LLVM bitcode blocks and records, as llvm-bcanalyzer prints them, for messages.
#include "dxil/bitcode_codes.h"

#include <span>

namespace untangle::dxil::bitcode {
namespace {

struct CodeName {
  uint32_t code;
  std::string_view name;
};

constexpr CodeName kBlockNames[] = {
    {kBlockInfoBlock, "BLOCKINFO_BLOCK"},
    {kModuleBlock, "MODULE_BLOCK"},
    {kParamAttrBlock, "PARAMATTR_BLOCK"},
    {kParamAttrGroupBlock, "PARAMATTR_GROUP_BLOCK"},
    {kConstantsBlock, "CONSTANTS_BLOCK"},
    {kFunctionBlock, "FUNCTION_BLOCK"},
    {kIdentificationBlock, "IDENTIFICATION_BLOCK"},
    {kValueSymtabBlock, "VALUE_SYMTAB_BLOCK"},
    {kMetadataBlock, "METADATA_BLOCK"},
    {kMetadataAttachmentBlock, "METADATA_ATTACHMENT_BLOCK"},
    {kTypeBlockNew, "TYPE_BLOCK"},
    {kUselistBlock, "USELIST_BLOCK"},
    {kModuleStrtabBlock, "MODULE_STRTAB_BLOCK"},
    {kGlobalValueSummaryBlock, "GLOBALVAL_SUMMARY_BLOCK"},
    {kOperandBundleTagsBlock, "OPERAND_BUNDLE_TAGS_BLOCK"},
    {kMetadataKindBlock, "METADATA_KIND_BLOCK"},
    {kStrtabBlock, "STRTAB_BLOCK"},
    {kFullLtoGlobalValueSummaryBlock, "FULL_LTO_GLOBALVAL_SUMMARY_BLOCK"},
    {kSymtabBlock, "SYMTAB_BLOCK"},
    {kSyncScopeNamesBlock, "SYNC_SCOPE_NAMES_BLOCK"},
};

constexpr CodeName kBlockInfoRecords[] = {{1, "SETBID"}, {2, "BLOCKNAME"}, {3, "SETRECORDNAME"}};

constexpr CodeName kIdentificationRecords[] = {{kIdentificationString, "STRING"}, {kIdentificationEpoch, "EPOCH"}};

constexpr CodeName kModuleRecords[] = {
    {kModuleVersion, "VERSION"},
    {kModuleTriple, "TRIPLE"},
    {kModuleDataLayout, "DATALAYOUT"},
    {kModuleAsm, "ASM"},
    {kModuleSectionName, "SECTIONNAME"},
    {kModuleDepLib, "DEPLIB"},
    {kModuleGlobalVar, "GLOBALVAR"},
    {kModuleFunction, "FUNCTION"},
    {kModuleAliasOld, "ALIAS_OLD"},
    {kModuleGcName, "GCNAME"},
    {kModuleComdat, "COMDAT"},
    {kModuleVstOffset, "VSTOFFSET"},
    {kModuleAlias, "ALIAS"},
    {kModuleMetadataValuesUnused, "METADATA_VALUES_UNUSED"},
    {kModuleSourceFilename, "SOURCE_FILENAME"},
    {kModuleHash, "HASH"},
    {kModuleIfunc, "IFUNC"},
};

constexpr CodeName kParamAttrRecords[] = {
    {kParamAttrEntryOld, "ENTRY_OLD"}, {kParamAttrEntry, "ENTRY"}, {kParamAttrGroupEntry, "GRP_ENTRY"}};

constexpr CodeName kTypeRecords[] = {
    {kTypeNumEntry, "NUMENTRY"},
    {kTypeVoid, "VOID"},
    {kTypeFloat, "FLOAT"},
    {kTypeDouble, "DOUBLE"},
    {kTypeLabel, "LABEL"},
    {kTypeOpaque, "OPAQUE"},
    {kTypeInteger, "INTEGER"},
    {kTypePointer, "POINTER"},
    {kTypeFunctionOld, "FUNCTION_OLD"},
    {kTypeHalf, "HALF"},
    {kTypeArray, "ARRAY"},
    {kTypeVector, "VECTOR"},
    {kTypeX86Fp80, "X86_FP80"},
    {kTypeFp128, "FP128"},
    {kTypePpcFp128, "PPC_FP128"},
    {kTypeMetadata, "METADATA"},
    {kTypeX86Mmx, "X86_MMX"},
    {kTypeStructAnon, "STRUCT_ANON"},
    {kTypeStructName, "STRUCT_NAME"},
    {kTypeStructNamed, "STRUCT_NAMED"},
    {kTypeFunction, "FUNCTION"},
    {kTypeToken, "TOKEN"},
    {kTypeBfloat, "BFLOAT"},
    {kTypeX86Amx, "X86_AMX"},
    {kTypeOpaquePointer, "OPAQUE_POINTER"},
};

constexpr CodeName kConstantsRecords[] = {
    {kConstSetType, "SETTYPE"},
    {kConstNull, "NULL"},
    {kConstUndef, "UNDEF"},
    {kConstInteger, "INTEGER"},
    {kConstWideInteger, "WIDE_INTEGER"},
    {kConstFloat, "FLOAT"},
    {kConstAggregate, "AGGREGATE"},
    {kConstString, "STRING"},
    {kConstCString, "CSTRING"},
    {kConstExprBinop, "CE_BINOP"},
    {kConstExprCast, "CE_CAST"},
    {kConstExprGep, "CE_GEP"},
    {kConstExprSelect, "CE_SELECT"},
    {kConstExprExtractElement, "CE_EXTRACTELT"},
    {kConstExprInsertElement, "CE_INSERTELT"},
    {kConstExprShuffleVector, "CE_SHUFFLEVEC"},
    {kConstExprCmp, "CE_CMP"},
    {kConstInlineAsmOld, "INLINEASM_OLD"},
    {kConstExprShuffleVectorEx, "CE_SHUFVEC_EX"},
    {kConstExprInboundsGep, "CE_INBOUNDS_GEP"},
    {kConstBlockAddress, "BLOCKADDRESS"},
    {kConstData, "DATA"},
    {kConstInlineAsmOld2, "INLINEASM_OLD2"},
    {kConstExprGepWithInrangeIndex, "CE_GEP_WITH_INRANGE_INDEX"},
    {kConstExprUnop, "CE_UNOP"},
    {kConstPoison, "POISON"},
    {kConstDsoLocalEquivalent, "DSO_LOCAL_EQUIVALENT"},
    {kConstInlineAsmOld3, "INLINEASM_OLD3"},
    {kConstNoCfiValue, "NO_CFI_VALUE"},
    {kConstInlineAsm, "INLINEASM"},
};

constexpr CodeName kFunctionRecords[] = {
    {kFuncDeclareBlocks, "DECLAREBLOCKS"},
    {kInstBinop, "INST_BINOP"},
    {kInstCast, "INST_CAST"},
    {kInstGepOld, "INST_GEP_OLD"},
    {kInstSelect, "INST_SELECT"},
    {kInstExtractElement, "INST_EXTRACTELT"},
    {kInstInsertElement, "INST_INSERTELT"},
    {kInstShuffleVector, "INST_SHUFFLEVEC"},
    {kInstCmp, "INST_CMP"},
    {kInstRet, "INST_RET"},
    {kInstBr, "INST_BR"},
    {kInstSwitch, "INST_SWITCH"},
    {kInstInvoke, "INST_INVOKE"},
    {kInstUnreachable, "INST_UNREACHABLE"},
    {kInstPhi, "INST_PHI"},
    {kInstAlloca, "INST_ALLOCA"},
    {kInstLoad, "INST_LOAD"},
    {kInstVaArg, "INST_VAARG"},
    {kInstStoreOld, "INST_STORE_OLD"},
    {kInstExtractValue, "INST_EXTRACTVAL"},
    {kInstInsertValue, "INST_INSERTVAL"},
    {kInstCmp2, "INST_CMP2"},
    {kInstVSelect, "INST_VSELECT"},
    {kInstInboundsGepOld, "INST_INBOUNDS_GEP_OLD"},
    {kInstIndirectBr, "INST_INDIRECTBR"},
    {kFuncDebugLocAgain, "DEBUG_LOC_AGAIN"},
    {kInstCall, "INST_CALL"},
    {kFuncDebugLoc, "DEBUG_LOC"},
    {kInstFence, "INST_FENCE"},
    {kInstCmpXchgOld, "INST_CMPXCHG_OLD"},
    {kInstAtomicRmwOld, "INST_ATOMICRMW_OLD"},
    {kInstResume, "INST_RESUME"},
    {kInstLandingPadOld, "INST_LANDINGPAD_OLD"},
    {kInstLoadAtomic, "INST_LOADATOMIC"},
    {kInstStoreAtomicOld, "INST_STOREATOMIC_OLD"},
    {kInstGep, "INST_GEP"},
    {kInstStore, "INST_STORE"},
    {kInstStoreAtomic, "INST_STOREATOMIC"},
    {kInstCmpXchg, "INST_CMPXCHG"},
    {kInstLandingPad, "INST_LANDINGPAD"},
    {kInstCleanupRet, "INST_CLEANUPRET"},
    {kInstCatchRet, "INST_CATCHRET"},
    {kInstCatchPad, "INST_CATCHPAD"},
    {kInstCleanupPad, "INST_CLEANUPPAD"},
    {kInstCatchSwitch, "INST_CATCHSWITCH"},
    {kFuncOperandBundle, "OPERAND_BUNDLE"},
    {kInstUnop, "INST_UNOP"},
    {kInstCallBr, "INST_CALLBR"},
    {kInstFreeze, "INST_FREEZE"},
    {kInstAtomicRmw, "INST_ATOMICRMW"},
    {kFuncBlockAddrUsers, "BLOCKADDR_USERS"},
};

constexpr CodeName kValueSymtabRecords[] = {{kVstEntry, "VST_ENTRY"},
                                            {kVstBbEntry, "VST_BBENTRY"},
                                            {kVstFnEntry, "VST_FNENTRY"},
                                            {kVstCombinedEntry, "VST_COMBINED_ENTRY"}};

constexpr CodeName kMetadataRecords[] = {
    {kMetadataStringOld, "STRING_OLD"},
    {kMetadataValue, "VALUE"},
    {kMetadataNode, "NODE"},
    {kMetadataName, "NAME"},
    {kMetadataDistinctNode, "DISTINCT_NODE"},
    {kMetadataKind, "KIND"},
    {kMetadataLocation, "LOCATION"},
    {kMetadataOldNode, "OLD_NODE"},
    {kMetadataOldFnNode, "OLD_FN_NODE"},
    {kMetadataNamedNode, "NAMED_NODE"},
    {kMetadataAttachment, "ATTACHMENT"},
    {kMetadataGenericDebug, "GENERIC_DEBUG"},
    {kMetadataSubrange, "SUBRANGE"},
    {kMetadataEnumerator, "ENUMERATOR"},
    {kMetadataBasicType, "BASIC_TYPE"},
    {kMetadataFile, "FILE"},
    {kMetadataDerivedType, "DERIVED_TYPE"},
    {kMetadataCompositeType, "COMPOSITE_TYPE"},
    {kMetadataSubroutineType, "SUBROUTINE_TYPE"},
    {kMetadataCompileUnit, "COMPILE_UNIT"},
    {kMetadataSubprogram, "SUBPROGRAM"},
    {kMetadataLexicalBlock, "LEXICAL_BLOCK"},
    {kMetadataLexicalBlockFile, "LEXICAL_BLOCK_FILE"},
    {kMetadataNamespace, "NAMESPACE"},
    {kMetadataTemplateType, "TEMPLATE_TYPE"},
    {kMetadataTemplateValue, "TEMPLATE_VALUE"},
    {kMetadataGlobalVar, "GLOBAL_VAR"},
    {kMetadataLocalVar, "LOCAL_VAR"},
    {kMetadataExpression, "EXPRESSION"},
    {kMetadataObjcProperty, "OBJC_PROPERTY"},
    {kMetadataImportedEntity, "IMPORTED_ENTITY"},
    {kMetadataModule, "MODULE"},
    {kMetadataMacro, "MACRO"},
    {kMetadataMacroFile, "MACRO_FILE"},
    {kMetadataStrings, "STRINGS"},
    {kMetadataGlobalDeclAttachment, "GLOBAL_DECL_ATTACHMENT"},
    {kMetadataGlobalVarExpr, "GLOBAL_VAR_EXPR"},
    {kMetadataIndexOffset, "INDEX_OFFSET"},
    {kMetadataIndex, "INDEX"},
    {kMetadataLabel, "LABEL"},
    {kMetadataStringType, "STRING_TYPE"},
    {kMetadataCommonBlock, "COMMON_BLOCK"},
    {kMetadataGenericSubrange, "GENERIC_SUBRANGE"},
    {kMetadataArgList, "ARG_LIST"},
    {kMetadataAssignId, "ASSIGN_ID"},
};

constexpr CodeName kBlobRecords[] = {{kStrtabBlob, "BLOB"}};
constexpr CodeName kUselistRecords[] = {{1, "USELIST_CODE_DEFAULT"}, {2, "USELIST_CODE_BB"}};
constexpr CodeName kOperandBundleTagRecords[] = {{1, "OPERAND_BUNDLE_TAG"}};
constexpr CodeName kSyncScopeRecords[] = {{1, "SYNC_SCOPE_NAME"}};

std::string_view find(std::span<const CodeName> table, uint32_t code) {
  for (const CodeName& entry : table) {
    if (entry.code == code) return entry.name;
  }
  return {};
}

std::span<const CodeName> records_of(uint32_t block_id) {
  switch (block_id) {
    case kBlockInfoBlock: return kBlockInfoRecords;
    case kIdentificationBlock: return kIdentificationRecords;
    case kModuleBlock: return kModuleRecords;
    case kParamAttrBlock:
    case kParamAttrGroupBlock: return kParamAttrRecords;
    case kTypeBlockNew: return kTypeRecords;
    case kConstantsBlock: return kConstantsRecords;
    case kFunctionBlock: return kFunctionRecords;
    case kValueSymtabBlock: return kValueSymtabRecords;
    case kMetadataBlock:
    case kMetadataAttachmentBlock:
    case kMetadataKindBlock: return kMetadataRecords;
    case kStrtabBlock:
    case kSymtabBlock: return kBlobRecords;
    case kUselistBlock: return kUselistRecords;
    case kOperandBundleTagsBlock: return kOperandBundleTagRecords;
    case kSyncScopeNamesBlock: return kSyncScopeRecords;
    default: return {};
  }
}

}  // namespace

std::string block_name(uint32_t block_id) {
  const std::string_view name = find(kBlockNames, block_id);
  if (!name.empty()) return std::string(name);
  return "block " + std::to_string(block_id);
}

std::string_view record_name(uint32_t block_id, uint32_t code) { return find(records_of(block_id), code); }

std::string describe_record(uint32_t block_id, uint32_t code) {
  std::string text = block_name(block_id) + " record ";
  const std::string_view name = record_name(block_id, code);
  if (name.empty()) return text + std::to_string(code);
  text += name;
  text += " (" + std::to_string(code) + ")";
  return text;
}

}  // namespace untangle::dxil::bitcode
