// Residency status: the `status` outputs of SampleLevel, Load, Gather, storage-image and
// buffer loads, read by CheckAccessFullyMapped. Textures answer through Vulkan's sparse
// residency instructions: the runner makes them sparse images, bound whole (every check
// passes) except Absent, which has no memory bound (its checks fail; its texels are
// undefined). Buffers are always resident.
Texture2D<float4> Colors : register(t0);
Buffer<float> Typed : register(t1);
StructuredBuffer<float> Structured : register(t2);
RWTexture2D<float4> Image : register(u1);
Texture2D<float4> Absent : register(t3);
SamplerState Point : register(s0);
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    uint s0, s1, s2, s3, s4, s5, s6, s7;
    float4 sampled = Colors.SampleLevel(Point, float2(0.75, 0.25), 0, int2(0, 0), s0);
    float4 loaded = Colors.Load(int3(0, 1, 0), int2(0, 0), s1);
    float4 gathered = Colors.GatherRed(Point, float2(0.5, 0.5), int2(0, 0), s2);
    float4 image = Image.Load(int2(1, 0), s3);
    float typed = Typed.Load(1, s4);
    float structured = Structured.Load(2, s5);
    Out[0] = sampled;
    Out[1] = loaded;
    Out[2] = gathered;
    Out[3] = image;
    Out[4] = float4(typed, structured, 0, 0);
    Out[5] = float4(CheckAccessFullyMapped(s0), CheckAccessFullyMapped(s1), CheckAccessFullyMapped(s2),
                    CheckAccessFullyMapped(s3));
    Out[6] = float4(CheckAccessFullyMapped(s4), CheckAccessFullyMapped(s5), 0, 0);
    Absent.SampleLevel(Point, float2(0.5, 0.5), 0, int2(0, 0), s6);
    Absent.Load(int3(0, 0, 0), int2(0, 0), s7);
    Out[7] = float4(CheckAccessFullyMapped(s6), CheckAccessFullyMapped(s7), 0, 0);
}
