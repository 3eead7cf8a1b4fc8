// A mesh shader that emits a quad over the whole target as two triangles; the pixel
// shader writes the interpolated corner coordinates.
struct VertexOut {
    float4 pos : SV_Position;
    float2 uv : TEXCOORD0;
};

[outputtopology("triangle")]
[numthreads(4, 1, 1)]
void ms_main(uint tid : SV_GroupThreadID, out vertices VertexOut verts[4], out indices uint3 tris[2])
{
    SetMeshOutputCounts(4, 2);
    float2 corner = float2(tid & 1, tid >> 1);
    verts[tid].pos = float4(corner * 2.0 - 1.0, 0.0, 1.0);
    verts[tid].uv = corner;
    if (tid < 2) tris[tid] = tid == 0 ? uint3(0, 1, 2) : uint3(1, 3, 2);
}

float2 ps_main(VertexOut v) : SV_Target0
{
    return v.uv;
}
