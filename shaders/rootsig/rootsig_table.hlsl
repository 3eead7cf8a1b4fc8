// A compute shader laid out by its root signature (docs/binding_model.md): root constants
// in push constants, a descriptor table of two SRVs and a UAV as set 1, a root SRV in set 0.
// Output[i] = A[i] * scale + B[i] * weight + bias + Extra[i].
#define TableRS \
  "RootConstants(num32BitConstants = 3, b0), " \
  "DescriptorTable(SRV(t0, numDescriptors = 2), UAV(u0)), " \
  "SRV(t5)"

cbuffer Params : register(b0)
{
    uint scale;
    uint weight;
    uint bias;
};
StructuredBuffer<uint> A : register(t0);
StructuredBuffer<uint> B : register(t1);
StructuredBuffer<uint> Extra : register(t5);
RWStructuredBuffer<uint> Output : register(u0);

[RootSignature(TableRS)]
[numthreads(4, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    Output[tid] = A[tid] * scale + B[tid] * weight + bias + Extra[tid];
}
