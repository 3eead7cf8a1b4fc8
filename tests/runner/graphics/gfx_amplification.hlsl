// An amplification shader fills a payload and launches two mesh groups; each covers one
// half of the target with a quad whose value comes from the payload.
struct Payload {
    uint base[2];
};

groupshared Payload payload;

[numthreads(2, 1, 1)]
void as_main(uint tid : SV_GroupThreadID)
{
    payload.base[tid] = 100 * (tid + 1);
    GroupMemoryBarrierWithGroupSync();
    DispatchMesh(2, 1, 1, payload);
}

struct VertexOut {
    float4 pos : SV_Position;
    nointerpolation uint value : VALUE;
};

[outputtopology("triangle")]
[numthreads(4, 1, 1)]
void ms_main(uint tid : SV_GroupThreadID, uint gid : SV_GroupID, in payload Payload p,
             out vertices VertexOut verts[4], out indices uint3 tris[2])
{
    SetMeshOutputCounts(4, 2);
    float2 corner = float2(tid & 1, tid >> 1);
    verts[tid].pos = float4(float(gid) + corner.x - 1.0, corner.y * 2.0 - 1.0, 0.0, 1.0);
    verts[tid].value = p.base[gid] + gid;
    if (tid < 2) tris[tid] = tid == 0 ? uint3(0, 1, 2) : uint3(1, 3, 2);
}

uint ps_main(VertexOut v) : SV_Target0
{
    return v.value + uint(v.pos.x) + 10 * uint(v.pos.y);
}
