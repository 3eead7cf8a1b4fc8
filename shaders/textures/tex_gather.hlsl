// Gathers (SM 6.7): each channel, a constant offset, an offset known only at run time,
// programmable offsets (one per gathered texel, constant and from a constant buffer), a
// gather across a wrapping edge, and the raw gather of an integer texture; and a Load with
// an offset known only at run time.
Texture2D<float4> Colors : register(t0);
Texture2D<uint> Words : register(t1);
SamplerState Clamp : register(s0);
SamplerState Wrap : register(s1);
cbuffer Offsets : register(b0)
{
    int2 dynamic_offset;
    int2 o0;
    int2 o1;
    int2 o2;
    int2 o3;
};
RWStructuredBuffer<float4> Out : register(u0);
RWStructuredBuffer<uint4> Raw : register(u1);

[numthreads(1, 1, 1)]
void main()
{
    float2 centre = float2(0.5, 0.5);
    Out[0] = Colors.Gather(Clamp, centre);
    Out[1] = Colors.GatherGreen(Clamp, centre, int2(1, 0));
    Out[2] = Colors.GatherBlue(Clamp, centre, dynamic_offset);
    Out[3] = Colors.GatherAlpha(Clamp, centre, int2(0, 0), int2(1, 0), int2(0, 1), int2(-1, -1));
    Out[4] = Colors.GatherRed(Clamp, centre, o0, o1, o2, o3);
    Out[5] = Colors.GatherGreen(Wrap, float2(0, 0));
    Out[6] = Colors.Load(int3(1, 1, 0), dynamic_offset);
    Raw[0] = Words.GatherRaw(Clamp, centre);
}
