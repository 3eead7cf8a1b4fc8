// Attribute spellings for the disassembler: bitcode attribute kind codes (LLVM's
// ATTR_KIND_* numbering, which DXC's LLVM 3.7 shares) mapped to LLVM 14's keywords.
#include <array>
#include <string_view>

#include "dxil/disassembler.h"
#include "dxil/disassembler_text.h"
#include "dxil/disassembler_writer.h"

namespace untangle::dxil::disassembly {
namespace {

// Indexed by kind code; empty where the code carries an integer and is spelled below.
constexpr std::array<std::string_view, 79> kAttributeKeywords = {
    "",                       // 0: string attributes
    "align",                  // 1
    "alwaysinline",           // 2
    "byval",                  // 3
    "inlinehint",             // 4
    "inreg",                  // 5
    "minsize",                // 6
    "naked",                  // 7
    "nest",                   // 8
    "noalias",                // 9
    "nobuiltin",              // 10
    "nocapture",              // 11
    "noduplicate",            // 12
    "noimplicitfloat",        // 13
    "noinline",               // 14
    "nonlazybind",            // 15
    "noredzone",              // 16
    "noreturn",               // 17
    "nounwind",               // 18
    "optsize",                // 19
    "readnone",               // 20
    "readonly",               // 21
    "returned",               // 22
    "returns_twice",          // 23
    "signext",                // 24
    "alignstack",             // 25
    "ssp",                    // 26
    "sspreq",                 // 27
    "sspstrong",              // 28
    "sret",                   // 29
    "sanitize_address",       // 30
    "sanitize_thread",        // 31
    "sanitize_memory",        // 32
    "uwtable",                // 33
    "zeroext",                // 34
    "builtin",                // 35
    "cold",                   // 36
    "optnone",                // 37
    "inalloca",               // 38
    "nonnull",                // 39
    "jumptable",              // 40
    "dereferenceable",        // 41
    "dereferenceable_or_null",  // 42
    "convergent",             // 43
    "safestack",              // 44
    "argmemonly",             // 45
    "swiftself",              // 46
    "swifterror",             // 47
    "norecurse",              // 48
    "inaccessiblememonly",    // 49
    "inaccessiblemem_or_argmemonly",  // 50
    "allocsize",              // 51
    "writeonly",              // 52
    "speculatable",           // 53
    "strictfp",               // 54
    "sanitize_hwaddress",     // 55
    "nocf_check",             // 56
    "optforfuzzing",          // 57
    "shadowcallstack",        // 58
    "speculative_load_hardening",  // 59
    "immarg",                 // 60
    "willreturn",             // 61
    "nofree",                 // 62
    "nosync",                 // 63
    "sanitize_memtag",        // 64
    "preallocated",           // 65
    "nomerge",                // 66
    "null_pointer_is_valid",  // 67
    "noundef",                // 68
    "byref",                  // 69
    "mustprogress",           // 70
    "nocallback",             // 71
    "hot",                    // 72
    "noprofile",              // 73
    "vscale_range",           // 74
    "swiftasync",             // 75
    "nosanitize_coverage",    // 76
    "elementtype",            // 77
    "disable_sanitizer_instrumentation",  // 78
};

constexpr uint32_t kAlignment = 1;
constexpr uint32_t kByValue = 3;
constexpr uint32_t kStructReturn = 29;
constexpr uint32_t kStackAlignment = 25;
constexpr uint32_t kDereferenceable = 41;
constexpr uint32_t kDereferenceableOrNull = 42;
constexpr uint32_t kAllocationSize = 51;
constexpr uint32_t kVscaleRange = 74;
constexpr uint32_t kElementType = 77;
constexpr uint32_t kNoSecondArgument = 0xFFFFFFFF;

std::string packed_pair(std::string_view keyword, uint64_t packed) {
  const auto high = static_cast<uint32_t>(packed >> 32);
  const auto low = static_cast<uint32_t>(packed);
  std::string text = std::string(keyword) + '(' + std::to_string(high);
  if (low != kNoSecondArgument) text += ',' + std::to_string(low);
  return text + ')';
}

}  // namespace

std::string format_attribute(const Attribute& attribute) {
  if (attribute.kind_code == 0) {
    std::string text;
    assembly::append_quoted(text, attribute.key);
    if (!attribute.value.empty()) {
      text += '=';
      assembly::append_quoted(text, attribute.value);
    }
    return text;
  }
  if (attribute.kind_code >= kAttributeKeywords.size() || attribute.kind_code == kElementType)
    throw DisassemblyError("attribute kind " + std::to_string(attribute.kind_code) +
                           " cannot be written as LLVM 14 assembly");
  const std::string_view keyword = kAttributeKeywords[attribute.kind_code];
  if (!attribute.has_int_value) return std::string(keyword);
  const std::string value = std::to_string(attribute.int_value);
  switch (attribute.kind_code) {
    case kAlignment: return "align " + value;
    case kStackAlignment:
    case kDereferenceable:
    case kDereferenceableOrNull: return std::string(keyword) + '(' + value + ')';
    case kAllocationSize:
    case kVscaleRange: return packed_pair(keyword, attribute.int_value);
    default: return std::string(keyword);
  }
}

bool takes_pointee_type(const Attribute& attribute) {
  return attribute.kind_code == kByValue || attribute.kind_code == kStructReturn;
}

}  // namespace untangle::dxil::disassembly
