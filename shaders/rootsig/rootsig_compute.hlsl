// A compute shader carrying its root signature in a [RootSignature] attribute, so that its
// container holds an RTS0 part (version 1.1, DXC's default) beside the DXIL part.
#define ComputeRS \
  "RootFlags(DENY_VERTEX_SHADER_ROOT_ACCESS), " \
  "RootConstants(num32BitConstants = 2, b0), " \
  "SRV(t0, flags = DATA_STATIC), " \
  "DescriptorTable(UAV(u0, numDescriptors = 2, flags = DATA_VOLATILE)), " \
  "StaticSampler(s0, filter = FILTER_MIN_MAG_MIP_LINEAR, addressU = TEXTURE_ADDRESS_CLAMP)"

cbuffer Constants : register(b0)
{
    uint scale;
    uint bias;
};
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out[2] : register(u0);

[RootSignature(ComputeRS)]
[numthreads(64, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    uint v = In[tid] * scale + bias;
    Out[tid & 1][tid] = v;
}
