// The module reader's PARAMATTR_GROUP and PARAMATTR blocks: attribute groups (enum,
// integer and string attributes per slot) and the lists of groups that functions and
// call sites refer to by index.
#include "dxil/bitcode_codes.h"
#include "dxil/module_reader_internal.h"

namespace untangle::dxil::reading {
namespace {

enum AttributeEncoding : uint64_t {
  kEnumAttribute = 0,
  kIntegerAttribute = 1,
  kStringAttribute = 3,
  kStringValueAttribute = 4,
  kUntypedTypeAttribute = 5,  // a type attribute written without its type
  kTypeAttribute = 6,
};

}  // namespace

void ModuleReader::read_attribute_group_block() {
  while (stream_.next_record()) {
    if (record().code != bitcode::kParamAttrGroupEntry) continue;
    // [grpid, paramidx, attr...]
    auto group = std::make_unique<AttributeGroup>();
    group->group_id = operand_u32(0, "attribute group id");
    group->slot = operand_u32(1, "attribute slot");
    // A NUL-terminated string starting at `index`, which is left past the NUL.
    const auto take_string = [this](size_t& index) {
      std::string text;
      for (;;) {
        const uint64_t character = operand(index++);
        if (character == 0) return text;
        if (character > 0xFF) fail("attribute string character is not a byte");
        text.push_back(static_cast<char>(character));
      }
    };
    for (size_t index = 2; index < operand_count();) {
      Attribute attribute;
      switch (operand(index++)) {
        case kEnumAttribute: attribute.kind_code = operand_u32(index++, "attribute code"); break;
        case kIntegerAttribute:
          attribute.kind_code = operand_u32(index++, "attribute code");
          attribute.int_value = operand(index++);
          attribute.has_int_value = true;
          break;
        case kStringAttribute: attribute.key = take_string(index); break;
        case kStringValueAttribute:
          attribute.key = take_string(index);
          attribute.value = take_string(index);
          break;
        // LLVM 14 gives byval and sret their pointee type, which DXIL's typed pointers (LLVM
        // 3.7) leave to the parameter: the attribute is kept, its type is not.
        case kTypeAttribute:
          attribute.kind_code = operand_u32(index++, "attribute code");
          operand(index++);  // the type
          break;
        case kUntypedTypeAttribute: attribute.kind_code = operand_u32(index++, "attribute code"); break;
        default: fail("attribute encoding " + std::to_string(operand(index - 1)) + " is unknown");
      }
      group->attributes.push_back(std::move(attribute));
    }
    attribute_groups_by_id_[group->group_id] = group.get();
    module_.attribute_groups.push_back(std::move(group));
  }
}

void ModuleReader::read_attribute_block() {
  while (stream_.next_record()) {
    if (record().code == bitcode::kParamAttrEntryOld) fail("pre-LLVM 3.3 attribute lists are not supported");
    if (record().code != bitcode::kParamAttrEntry) continue;
    auto list = std::make_unique<AttributeList>();
    list->groups.reserve(operand_count());
    for (size_t index = 0; index < operand_count(); ++index) {
      const auto found = attribute_groups_by_id_.find(operand(index));
      if (found == attribute_groups_by_id_.end()) {
        fail("attribute group " + std::to_string(operand(index)) + " is not defined");
      }
      list->groups.push_back(found->second);
    }
    module_.attribute_lists.push_back(std::move(list));
  }
}

const AttributeList* ModuleReader::attribute_list(uint64_t one_based_index) const {
  if (one_based_index == 0) return nullptr;
  if (one_based_index > module_.attribute_lists.size()) {
    fail("attribute list " + std::to_string(one_based_index) + " is not defined (" +
         std::to_string(module_.attribute_lists.size()) + " lists)");
  }
  return module_.attribute_lists[one_based_index - 1].get();
}

}  // namespace untangle::dxil::reading
