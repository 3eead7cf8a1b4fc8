// Mesh shaders: vertex and per-primitive outputs (user attributes, SV_PrimitiveID,
// SV_CullPrimitive, SV_RenderTargetArrayIndex, SV_ViewportArrayIndex), triangle and line
// topologies, output counts below the declared maximum, groupshared memory, group ids, clip
// distances and a UAV; the pixel shaders read per-vertex and per-primitive attributes.
struct VertexOut {
    float4 pos : SV_Position;
    nointerpolation uint value : VALUE;
};

struct PrimitiveOut {
    nointerpolation uint primitive_value : PRIMVALUE;
    uint id : SV_PrimitiveID;
    bool cull : SV_CullPrimitive;
};

VertexOut vertex_at(float2 p, uint value)
{
    VertexOut o;
    o.pos = float4(p, 0.0, 1.0);
    o.value = value;
    return o;
}

// The corner `index` (0-3) of an NDC rectangle.
float2 corner(float2 low, float2 high, uint index)
{
    return float2((index & 1) != 0 ? high.x : low.x, (index & 2) != 0 ? high.y : low.y);
}

// Group g draws the rectangle over column g of a 2-column target as two triangles: thread t
// writes vertex t, threads 0 and 1 write triangle t with its per-primitive values.
[outputtopology("triangle")]
[numthreads(4, 1, 1)]
void ms_quads(uint t : SV_GroupThreadID, uint g : SV_GroupID, out vertices VertexOut verts[4],
              out indices uint3 tris[2], out primitives PrimitiveOut prims[2])
{
    SetMeshOutputCounts(4, 2);
    verts[t] = vertex_at(corner(float2(-1.0 + g, -1.0), float2(g, 1.0), t), 10 * g + t);
    if (t < 2) {
        tris[t] = t == 0 ? uint3(0, 1, 2) : uint3(1, 3, 2);
        prims[t].primitive_value = 100 * g + t;
        prims[t].id = 7 + t;
        prims[t].cull = false;
    }
}

// Four triangles over the four quadrants; SV_CullPrimitive removes triangles 1 and 2.
[outputtopology("triangle")]
[numthreads(4, 1, 1)]
void ms_cull(uint t : SV_GroupThreadID, out vertices VertexOut verts[12], out indices uint3 tris[4],
             out primitives PrimitiveOut prims[4])
{
    SetMeshOutputCounts(12, 4);
    const float2 low = float2(t & 1, t >> 1) - 1.0;
    verts[3 * t] = vertex_at(low, t + 1);
    verts[3 * t + 1] = vertex_at(low + float2(1.9, 0.0), t + 1);
    verts[3 * t + 2] = vertex_at(low + float2(0.0, 1.9), t + 1);
    tris[t] = uint3(3 * t, 3 * t + 1, 3 * t + 2);
    prims[t].primitive_value = 0;
    prims[t].id = t;
    prims[t].cull = t == 1 || t == 2;
}

// Fewer outputs than declared: room for 8 vertices and 4 triangles, 4 and 2 used.
[outputtopology("triangle")]
[numthreads(8, 1, 1)]
void ms_counts(uint t : SV_GroupThreadID, out vertices VertexOut verts[8], out indices uint3 tris[4])
{
    SetMeshOutputCounts(4, 2);
    if (t < 4) verts[t] = vertex_at(corner(float2(-1.0, -1.0), float2(0.0, 1.0), t), 5);
    if (t < 2) tris[t] = t == 0 ? uint3(0, 1, 2) : uint3(1, 3, 2);
}

// Lines: thread t draws a horizontal line through the centres of pixel row t of a 4-row
// target.
[outputtopology("line")]
[numthreads(4, 1, 1)]
void ms_lines(uint t : SV_GroupThreadID, out vertices VertexOut verts[8], out indices uint2 lines[4])
{
    SetMeshOutputCounts(8, 4);
    const float y = (t + 0.5) * 0.5 - 1.0;
    verts[2 * t] = vertex_at(float2(-1.0, y), t + 1);
    verts[2 * t + 1] = vertex_at(float2(1.0, y), t + 1);
    lines[t] = uint2(2 * t, 2 * t + 1);
}

// Groupshared memory: each thread stores its square, and after a barrier every vertex
// carries the sum the four threads stored.
groupshared uint squares[4];

[outputtopology("triangle")]
[numthreads(4, 1, 1)]
void ms_groupshared(uint t : SV_GroupThreadID, out vertices VertexOut verts[4], out indices uint3 tris[2])
{
    squares[t] = (t + 1) * (t + 1);
    GroupMemoryBarrierWithGroupSync();
    SetMeshOutputCounts(4, 2);
    verts[t] = vertex_at(corner(float2(-1.0, -1.0), float2(1.0, 1.0), t),
                         squares[0] + squares[1] + squares[2] + squares[3]);
    if (t < 2) tris[t] = t == 0 ? uint3(0, 1, 2) : uint3(1, 3, 2);
}

// Groups of a 2x2 dispatch draw the quadrant of their group id; each thread records its
// dispatch thread id and group index in a UAV.
RWStructuredBuffer<uint> Threads : register(u0);

[outputtopology("triangle")]
[numthreads(2, 2, 1)]
void ms_groups(uint3 t : SV_GroupThreadID, uint3 g : SV_GroupID, uint3 d : SV_DispatchThreadID, uint index : SV_GroupIndex,
               out vertices VertexOut verts[4], out indices uint3 tris[2])
{
    SetMeshOutputCounts(4, 2);
    Threads[d.y * 4 + d.x] = 100 * index + 10 * g.y + g.x;
    const float2 low = float2(g.xy) - 1.0;
    verts[index] = vertex_at(corner(low, low + 1.0, index), 1 + g.x + 2 * g.y);
    if (index < 2) tris[index] = index == 0 ? uint3(0, 1, 2) : uint3(1, 3, 2);
}

// Per-primitive layer and viewport: triangle t covers the target through viewport 1 - t
// into layer t.
struct LayerPrimitive {
    uint layer : SV_RenderTargetArrayIndex;
    uint viewport : SV_ViewportArrayIndex;
};

[outputtopology("triangle")]
[numthreads(2, 1, 1)]
void ms_layers(uint t : SV_GroupThreadID, out vertices VertexOut verts[6], out indices uint3 tris[2],
               out primitives LayerPrimitive prims[2])
{
    SetMeshOutputCounts(6, 2);
    verts[3 * t] = vertex_at(float2(-1.0, -1.0), t + 1);
    verts[3 * t + 1] = vertex_at(float2(3.0, -1.0), t + 1);
    verts[3 * t + 2] = vertex_at(float2(-1.0, 3.0), t + 1);
    tris[t] = uint3(3 * t, 3 * t + 1, 3 * t + 2);
    prims[t].layer = t;
    prims[t].viewport = 1 - t;
}

// Clip distances per vertex: SV_ClipDistance0 keeps x < 0.5, SV_ClipDistance1 keeps y > -0.5.
struct ClippedVertex {
    float4 pos : SV_Position;
    nointerpolation uint value : VALUE;
    float clip0 : SV_ClipDistance0;
    float clip1 : SV_ClipDistance1;
};

[outputtopology("triangle")]
[numthreads(3, 1, 1)]
void ms_clip(uint t : SV_GroupThreadID, out vertices ClippedVertex verts[3], out indices uint3 tris[1])
{
    SetMeshOutputCounts(3, 1);
    const float2 p = float2(t == 1 ? 3.0 : -1.0, t == 2 ? 3.0 : -1.0);
    verts[t].pos = float4(p, 0.0, 1.0);
    verts[t].value = 1;
    verts[t].clip0 = 0.5 - p.x;
    verts[t].clip1 = p.y + 0.5;
    if (t == 0) tris[0] = uint3(0, 1, 2);
}

uint ps_main(VertexOut v) : SV_Target0
{
    return v.value;
}

struct PrimitiveIn {
    nointerpolation uint primitive_value : PRIMVALUE;
    uint id : SV_PrimitiveID;
};

uint4 ps_primitive(VertexOut v, PrimitiveIn p) : SV_Target0
{
    return uint4(v.value, p.primitive_value, p.id, 1);
}

uint4 ps_layers(VertexOut v, uint layer : SV_RenderTargetArrayIndex, uint viewport : SV_ViewportArrayIndex)
    : SV_Target0
{
    return uint4(v.value, layer, viewport, 9);
}
