// Clip and cull distances from the vertex shader. Clipping: SV_ClipDistance0 (two
// components) and SV_ClipDistance1 (one) clip a full-screen triangle to x > -0.5, y > -0.5 and
// x < 0.5. Culling: a triangle whose vertices all have a negative SV_CullDistance disappears.
struct VSOut {
    float4 pos : SV_Position;
    float2 clip0 : SV_ClipDistance0;
    float clip1 : SV_ClipDistance1;
};

VSOut vs_clip(float2 p : POSITION)
{
    VSOut o;
    o.pos = float4(p, 0.0, 1.0);
    o.clip0 = p + 0.5;
    o.clip1 = 0.5 - p.x;
    return o;
}

struct CullOut {
    float4 pos : SV_Position;
    float cull : SV_CullDistance;
    nointerpolation uint id : ID;
};

// Two triangles: the first over the left half, the second over the right half, culled when
// its CULL attribute is negative.
CullOut vs_cull(float2 p : POSITION, float cull : CULL, uint vid : SV_VertexID)
{
    CullOut o;
    o.pos = float4(p, 0.0, 1.0);
    o.cull = cull;
    o.id = vid / 3 + 1;
    return o;
}

float4 ps_clip(float4 pos : SV_Position) : SV_Target0
{
    return float4(1.0, pos.x, pos.y, 0.0);
}

uint ps_cull(CullOut i) : SV_Target0
{
    return i.id;
}
