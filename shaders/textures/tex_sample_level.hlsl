// Explicit-LOD sampling in a compute shader: SampleLevel and SampleGrad on every texture
// dimension (1D, 1D array, 2D with three mip levels, 2D array, 3D, cube, cube array), with
// point and linear filters, border and wrap addressing, a sampler's minimum LOD, constant
// texel offsets and gradients that select a mip level.
Texture2D<float4> Mipped : register(t0);
Texture2DArray<float4> Layers : register(t1);
Texture3D<float4> Volume : register(t2);
TextureCube<float4> Cube : register(t3);
TextureCubeArray<float4> Cubes : register(t4);
Texture1D<float4> Line : register(t5);
Texture1DArray<float4> Lines : register(t6);
SamplerState Point : register(s0);
SamplerState Linear : register(s1);
SamplerState Border : register(s2);
SamplerState Wrap : register(s3);
SamplerState MinLevelOne : register(s4);
RWStructuredBuffer<float4> Out : register(u0);

[numthreads(1, 1, 1)]
void main()
{
    float2 uv = float2(0.375, 0.625);
    Out[0] = Mipped.SampleLevel(Point, uv, 0);
    Out[1] = Mipped.SampleLevel(Point, uv, 0, int2(1, -1));
    Out[2] = Mipped.SampleLevel(Point, uv, 1);
    Out[3] = Mipped.SampleLevel(Linear, float2(0.5, 0.5), 0);
    Out[4] = Mipped.SampleLevel(Linear, float2(0.25, 0.5), 2);
    Out[5] = Mipped.SampleLevel(Border, float2(1.5, 0.5), 0);
    Out[6] = Mipped.SampleLevel(Wrap, float2(1.125, -0.875), 0);
    Out[7] = Mipped.SampleLevel(MinLevelOne, uv, 0);
    Out[8] = Mipped.SampleGrad(Point, uv, float2(0.5, 0), float2(0, 0.5));
    Out[9] = Mipped.SampleGrad(Point, uv, float2(0.25, 0), float2(0, 0.25), int2(1, 1));
    Out[10] = Layers.SampleLevel(Point, float3(0.75, 0.25, 1), 0);
    Out[11] = Volume.SampleLevel(Point, float3(0.25, 0.75, 0.75), 0);
    Out[12] = Cube.SampleLevel(Point, float3(1, 0.2, 0.3), 0);
    Out[13] = Cube.SampleLevel(Point, float3(-0.1, -1, 0.2), 0);
    Out[14] = Cubes.SampleLevel(Point, float4(0, 0, -1, 1), 0);
    Out[15] = Line.SampleLevel(Point, 0.6, 0);
    Out[16] = Lines.SampleLevel(Point, float2(0.9, 1), 0);
    Out[17] = Lines.SampleLevel(Point, float2(0.9, 1), 0, -1);
}
