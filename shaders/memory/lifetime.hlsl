// A dynamically indexed local array: DXC (SM 6.6+) brackets its alloca with
// llvm.lifetime.start/end, which carry nothing a translation must do.
// DXC's disassembly is not kept: llvm-as-14 renames the lifetime intrinsics (llvm.lifetime.start.p0i8)
// when it reassembles it, which the reader's corpus comparison would report.
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(8, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    uint values[8];
    for (uint i = 0; i < 8; ++i) values[i] = i * tid + In[i];
    Out[tid] = values[In[tid] & 7];
}
