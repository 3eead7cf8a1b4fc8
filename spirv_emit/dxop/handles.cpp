// The handle-making operations in the dx.op table (handles.h says what a handle is).
#include "spirv_emit/dxop/table.h"

namespace untangle::spirv_emit {

namespace {

// The calls themselves emit nothing; resolving them here reports bad handles where they are made.
void lower_handle(Lowering& lowering, const DxOpCall& call) { lowering.handles.handle(&call.instruction); }
void lower_unannotated_handle(Lowering& lowering, const DxOpCall& call) {
  lowering.handles.unannotated(&call.instruction);
}

constexpr DxOpRegistration kRegistrations[] = {
    {dxil::DxOp::CreateHandle, lower_handle},
    {dxil::DxOp::AnnotateHandle, lower_handle},
    {dxil::DxOp::CreateHandleFromBinding, lower_unannotated_handle},
    {dxil::DxOp::CreateHandleFromHeap, lower_unannotated_handle},
    {dxil::DxOp::CreateHandleForLib, lower_unannotated_handle},  // used as it is, or annotated (SM 6.6)
};

}  // namespace

std::span<const DxOpRegistration> handle_dxops() { return kRegistrations; }

}  // namespace untangle::spirv_emit
