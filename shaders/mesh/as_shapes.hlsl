// Amplification shaders: payloads of integers and floats filled by several threads (through
// groupshared memory, atomics and wave operations), DispatchMesh with several dimensions and
// with none, several amplification groups, and their group and thread ids in a UAV. The mesh
// shader draws, for mesh group (x, y) of the payload's task, the rectangle the payload gives.
struct Payload {
    float2 low[4];    // the rectangle of mesh group x + 2y
    float2 size;
    uint value[4];
};

groupshared Payload payload;

struct VertexOut {
    float4 pos : SV_Position;
    nointerpolation uint value : VALUE;
};

[outputtopology("triangle")]
[numthreads(4, 1, 1)]
void ms_main(uint t : SV_GroupThreadID, uint3 g : SV_GroupID, in payload Payload p, out vertices VertexOut verts[4],
             out indices uint3 tris[2])
{
    SetMeshOutputCounts(4, 2);
    const uint group = g.x + 2 * g.y;
    const float2 low = p.low[group];
    verts[t].pos = float4(low + float2((t & 1) != 0 ? p.size.x : 0.0, (t & 2) != 0 ? p.size.y : 0.0), 0.0, 1.0);
    verts[t].value = p.value[group];
    if (t < 2) tris[t] = t == 0 ? uint3(0, 1, 2) : uint3(1, 3, 2);
}

uint ps_main(VertexOut v) : SV_Target0
{
    return v.value;
}

// The quadrants of the target, each with its own value.
void quadrants(uint t, uint first_value)
{
    payload.low[t] = float2(t & 1, t >> 1) - 1.0;
    payload.value[t] = first_value + t;
    if (t == 0) payload.size = float2(1.0, 1.0);
}

// Four threads fill the payload; four mesh groups in a row draw the quadrants.
[numthreads(4, 1, 1)]
void as_row(uint t : SV_GroupThreadID)
{
    quadrants(t, 10);
    GroupMemoryBarrierWithGroupSync();
    DispatchMesh(4, 1, 1, payload);
}

// A 2x2 grid of mesh groups.
[numthreads(4, 1, 1)]
void as_grid(uint t : SV_GroupThreadID)
{
    quadrants(t, 20);
    GroupMemoryBarrierWithGroupSync();
    DispatchMesh(2, 2, 1, payload);
}

// Amplification group g draws row g of a 2-row target, group 1 through no mesh group at all.
[numthreads(2, 1, 1)]
void as_groups(uint t : SV_GroupThreadID, uint g : SV_GroupID)
{
    payload.low[t] = float2(t - 1.0, g - 1.0);
    payload.value[t] = 10 * g + t + 1;
    payload.size = float2(1.0, 1.0);
    GroupMemoryBarrierWithGroupSync();
    DispatchMesh(g == 1 ? 0 : 2, 1, 1, payload);
}

// The value comes from a groupshared counter the threads add to atomically, the rectangle
// from a groupshared table one thread fills.
groupshared uint counter;
groupshared float2 corners[4];

[numthreads(8, 1, 1)]
void as_atomics(uint t : SV_GroupThreadID)
{
    if (t == 0) {
        counter = 0;
        for (uint i = 0; i < 4; ++i) corners[i] = float2(i & 1, i >> 1) - 1.0;
    }
    GroupMemoryBarrierWithGroupSync();
    InterlockedAdd(counter, t + 1);
    GroupMemoryBarrierWithGroupSync();
    if (t < 4) {
        payload.low[t] = corners[t];
        payload.value[t] = counter + t;
    }
    payload.size = float2(1.0, 1.0);
    GroupMemoryBarrierWithGroupSync();
    DispatchMesh(2, 2, 1, payload);
}

// Wave operations in an amplification shader (one wave of 8): the values are prefix sums.
[numthreads(8, 1, 1)]
void as_wave(uint t : SV_GroupThreadID)
{
    const uint prefix = WavePrefixSum(t + 1);
    const uint total = WaveActiveSum(t + 1);
    if (t < 4) {
        payload.low[t] = float2(t & 1, t >> 1) - 1.0;
        payload.value[t] = 100 * total + prefix;
    }
    payload.size = float2(1.0, 1.0);
    GroupMemoryBarrierWithGroupSync();
    DispatchMesh(2, 2, 1, payload);
}

// Thread and group ids of a 2x2-thread, 2-group dispatch in a UAV; group g's mesh group draws
// the left or right half.
RWStructuredBuffer<uint> Ids : register(u0);

[numthreads(2, 2, 1)]
void as_ids(uint3 t : SV_GroupThreadID, uint3 g : SV_GroupID, uint3 d : SV_DispatchThreadID, uint index : SV_GroupIndex)
{
    Ids[d.x + 4 * d.y] = 1000 * g.x + 100 * index + 10 * t.y + t.x;
    if (index == 0) {
        payload.low[0] = float2(g.x - 1.0, -1.0);
        payload.value[0] = g.x + 1;
        payload.size = float2(1.0, 2.0);
    }
    GroupMemoryBarrierWithGroupSync();
    DispatchMesh(1, 1, 1, payload);
}

// One thread: the rectangle from (-0.5, -0.5) to (0.5, 0.5), the middle 2x2 pixels of a 4x4
// target.
[numthreads(1, 1, 1)]
void as_floats()
{
    payload.low[0] = float2(-0.5, -0.5);
    payload.size = float2(1.0, 1.0);
    payload.value[0] = 77;
    DispatchMesh(1, 1, 1, payload);
}

// One thread fills the payload in a loop with a branch: value i is the i-th Fibonacci number
// after 1, 2.
[numthreads(1, 1, 1)]
void as_loop()
{
    uint a = 1;
    uint b = 2;
    for (uint i = 0; i < 4; ++i) {
        payload.low[i] = float2(i & 1, i >> 1) - 1.0;
        if ((i & 1) == 0) {
            payload.value[i] = a;
            a += b;
        } else {
            payload.value[i] = b;
            b += a;
        }
    }
    payload.size = float2(1.0, 1.0);
    DispatchMesh(2, 2, 1, payload);
}
