// Element-by-element lowering of long vectors (long_vectors.h).
#include "spirv_emit/long_vectors.h"

#include <vector>

namespace untangle::spirv_emit {

Id per_element(Builder& builder, Id result_type, std::span<const Id> operands, const ElementOperation& element_operation) {
  const TypeInfo& result = builder.type_info(result_type);  // a deque's element: stable
  std::vector<Id> elements(result.count);
  std::vector<Id> lane(operands.size());
  for (uint32_t index = 0; index < result.count; ++index) {
    for (size_t i = 0; i < operands.size(); ++i) {
      const Id operand_type = builder.type_of(operands[i]);
      lane[i] = is_element_array(builder, operand_type)
                    ? builder.emit(spv::Op::OpCompositeExtract, builder.type_info(operand_type).element,
                                   {operands[i], index})
                    : operands[i];
    }
    elements[index] = element_operation(result.element, lane);
  }
  return builder.emit(spv::Op::OpCompositeConstruct, result_type, elements);
}

namespace {

// A Function variable holding `array`, and a pointer to its element `index`.
Id element_pointer(Builder& builder, Id variable, Id array_type, Id index) {
  return builder.emit(spv::Op::OpAccessChain,
                      builder.type_pointer(spv::StorageClass::Function, builder.type_info(array_type).element),
                      {variable, index});
}

Id variable_holding(Builder& builder, Id array) {
  const Id variable = builder.function_variable(builder.type_pointer(spv::StorageClass::Function, builder.type_of(array)));
  builder.emit_void(spv::Op::OpStore, {variable, array});
  return variable;
}

}  // namespace

Id extract_element_dynamic(Builder& builder, Id array, Id index) {
  const Id array_type = builder.type_of(array);
  const Id variable = variable_holding(builder, array);
  return builder.emit(spv::Op::OpLoad, builder.type_info(array_type).element,
                      {element_pointer(builder, variable, array_type, index)});
}

Id insert_element_dynamic(Builder& builder, Id array, Id element, Id index) {
  const Id array_type = builder.type_of(array);
  const Id variable = variable_holding(builder, array);
  builder.emit_void(spv::Op::OpStore, {element_pointer(builder, variable, array_type, index), element});
  return builder.emit(spv::Op::OpLoad, array_type, {variable});
}

}  // namespace untangle::spirv_emit
