// Unfiltered texture access (SM 6.7): Load from every dimension with mip levels and
// constant texel offsets (tex_gather loads with run-time ones); multisampled loads by sample index (with an offset, and from
// an array); standard sample positions; stores to every writable dimension, multisampled
// ones sample by sample (TextureStoreSample), each thread writing its own texel.
Texture2D<float4> Mipped : register(t0);
Texture2DArray<float4> Layers : register(t1);
Texture3D<float4> Volume : register(t2);
Texture1D<float4> Line : register(t3);
Texture2DMS<float4, 4> Samples : register(t4);
Texture2DMSArray<float4, 4> SampleLayers : register(t5);
RWStructuredBuffer<float4> Out : register(u0);
RWTexture1D<float4> Line1 : register(u1);
RWTexture1DArray<float4> Lines : register(u2);
RWTexture2D<float4> Plane : register(u3);
RWTexture2DArray<float4> Planes : register(u4);
RWTexture3D<float4> Box : register(u5);
RWTexture2DMS<float4, 4> Stored : register(u6);
RWTexture2DMSArray<float4, 4> StoredLayers : register(u7);

[numthreads(8, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    if (tid == 0) {
        Out[0] = Mipped.Load(int3(1, 2, 0));
        Out[1] = Mipped.Load(int3(1, 2, 0), int2(1, -1));
        Out[2] = Mipped.Load(int3(0, 1, 1));
        Out[3] = Mipped.Load(int3(1, 1, 0), int2(2, -1));
        Out[4] = Layers.Load(int4(1, 0, 1, 0), int2(-1, 1));
        Out[5] = Volume.Load(int4(1, 0, 1, 0));
        Out[6] = Line.Load(int2(0, 1), 1);
        Out[7] = Samples.Load(int2(1, 0), 2);
        Out[8] = Samples.Load(int2(0, 0), 3, int2(1, 1));
        Out[9] = SampleLayers.Load(int3(1, 0, 1), 1);
        for (uint k = 0; k < 4; ++k) Out[10 + k] = float4(Samples.GetSamplePosition(k), 0, 0);
        Out[14] = float4(Samples.GetSamplePosition(5), 0, 0);
    }
    uint x = tid & 1;
    uint y = (tid >> 1) & 1;
    uint z = tid >> 2;
    Line1[tid] = float4(tid, 1, 0, 0);
    Lines[uint2(tid & 3, z)] = float4(tid, 2, 0, 0);
    Plane[uint2(x, tid >> 1)] = float4(tid, 3, 0, 0);
    Planes[uint3(x, y, z)] = float4(tid, 4, 0, 0);
    Box[uint3(x, y, z)] = float4(tid, 5, 0, 0);
    Stored.sample[tid & 3][uint2(z, 0)] = float4(tid, 6, 0, 0);
    StoredLayers.sample[tid & 1][uint3(y, 0, z)] = float4(tid, 7, 0, 0);
}
