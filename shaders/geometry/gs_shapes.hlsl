// Geometry shaders of every input primitive and output topology: points, lines, triangles and
// the adjacency forms in; triangle strips with cuts, line strips and point lists out; instancing, several
// streams, a long strip, and the layer and viewport chosen per primitive.
struct VSOut {
    float4 pos : SV_Position;
    nointerpolation uint id : ID;
};

VSOut vs_main(float2 p : POSITION, uint id : ID)
{
    VSOut o;
    o.pos = float4(p, 0.0, 1.0);
    o.id = id;
    return o;
}

struct GSOut {
    float4 pos : SV_Position;
    nointerpolation uint value : VALUE;
};

GSOut vertex_at(float2 p, uint value)
{
    GSOut o;
    o.pos = float4(p, 0.0, 1.0);
    o.value = value;
    return o;
}

// An NDC rectangle as a strip of four vertices.
void rectangle(float2 low, float2 high, uint value, inout TriangleStream<GSOut> stream)
{
    stream.Append(vertex_at(low, value));
    stream.Append(vertex_at(float2(high.x, low.y), value));
    stream.Append(vertex_at(float2(low.x, high.y), value));
    stream.Append(vertex_at(high, value));
}

RWStructuredBuffer<uint> Seen : register(u0);

// Each point becomes a square of +-0.25 around it carrying 10 * id + primitive id, and records
// its id at its primitive id in a UAV.
[maxvertexcount(4)]
void gs_points(point VSOut input[1], uint primitive : SV_PrimitiveID, inout TriangleStream<GSOut> stream)
{
    Seen[primitive] = input[0].id;
    rectangle(input[0].pos.xy - 0.25, input[0].pos.xy + 0.25, 10 * input[0].id + primitive, stream);
}

// Each line becomes the rectangle whose opposite corners are its ends.
[maxvertexcount(4)]
void gs_lines(line VSOut input[2], inout TriangleStream<GSOut> stream)
{
    rectangle(min(input[0].pos.xy, input[1].pos.xy), max(input[0].pos.xy, input[1].pos.xy),
              10 * input[0].id + input[1].id, stream);
}

// Each triangle is emitted as it is, then, after a cut, moved right by 1.
[maxvertexcount(6)]
void gs_triangles(triangle VSOut input[3], uint primitive : SV_PrimitiveID, inout TriangleStream<GSOut> stream)
{
    for (uint copy = 0; copy < 2; ++copy) {
        for (uint i = 0; i < 3; ++i)
            stream.Append(vertex_at(input[i].pos.xy + float2(copy, 0.0), 100 * primitive + copy + 1));
        stream.RestartStrip();
    }
}

// A full-screen triangle whose value lists the ids of the primitive's vertices in order,
// three bits each.
void full_screen(uint value, inout TriangleStream<GSOut> stream)
{
    stream.Append(vertex_at(float2(-1.0, -1.0), value));
    stream.Append(vertex_at(float2(3.0, -1.0), value));
    stream.Append(vertex_at(float2(-1.0, 3.0), value));
}

[maxvertexcount(3)]
void gs_line_adjacency(lineadj VSOut input[4], inout TriangleStream<GSOut> stream)
{
    uint value = 0;
    for (uint i = 0; i < 4; ++i) value |= input[i].id << (3 * i);
    full_screen(value, stream);
}

[maxvertexcount(3)]
void gs_triangle_adjacency(triangleadj VSOut input[6], inout TriangleStream<GSOut> stream)
{
    uint value = 0;
    for (uint i = 0; i < 6; ++i) value |= input[i].id << (3 * i);
    full_screen(value, stream);
}

// Three instances per point: instance i covers column i of a 3-column target in the row of
// the primitive.
[instance(3)]
[maxvertexcount(4)]
void gs_instances(point VSOut input[1], uint instance : SV_GSInstanceID, uint primitive : SV_PrimitiveID,
                  inout TriangleStream<GSOut> stream)
{
    const float2 low = float2(-1.0 + instance * 2.0 / 3.0, -1.0 + primitive);
    rectangle(low, low + float2(2.0 / 3.0, 1.0), 10 * primitive + instance + 1, stream);
}

// Two point streams: stream 0 is rasterized, stream 1 (which only stream output could read)
// is not. (D3D points are one pixel; dxc -spirv needs to be told to write Vulkan's PointSize,
// which untangle writes by itself for point output.)
struct Stream0 {
    float4 pos : SV_Position;
    nointerpolation uint value : VALUE;
    [[vk::builtin("PointSize")]] float size : PSIZE;
};

struct Stream1 {
    nointerpolation uint other : OTHER;
};

[maxvertexcount(2)]
void gs_streams(point VSOut input[1], inout PointStream<Stream0> stream0, inout PointStream<Stream1> stream1)
{
    Stream0 seen;
    seen.pos = input[0].pos;
    seen.value = input[0].id + 1;
    seen.size = 1.0;
    stream0.Append(seen);
    Stream1 unseen;
    unseen.other = 99;
    stream1.Append(unseen);
}

// One strip of 32 vertices: a band over the point's row of pixels (0.25 high), drawn as 30
// triangles left to right.
[maxvertexcount(32)]
void gs_strip(point VSOut input[1], inout TriangleStream<GSOut> stream)
{
    for (uint i = 0; i < 16; ++i) {
        const float x = -1.0 + i * 2.0 / 15.0;
        stream.Append(vertex_at(float2(x, input[0].pos.y - 0.125), input[0].id));
        stream.Append(vertex_at(float2(x, input[0].pos.y + 0.125), input[0].id));
    }
}

// The layer, viewport and primitive id chosen per primitive.
struct LayerOut {
    float4 pos : SV_Position;
    nointerpolation uint value : VALUE;
    uint layer : SV_RenderTargetArrayIndex;
    uint viewport : SV_ViewportArrayIndex;
    uint primitive : SV_PrimitiveID;
};

[maxvertexcount(3)]
void gs_layers(triangle VSOut input[3], uint primitive : SV_PrimitiveID, inout TriangleStream<LayerOut> stream)
{
    for (uint i = 0; i < 3; ++i) {
        LayerOut o;
        o.pos = input[i].pos;
        o.value = input[i].id;
        o.layer = primitive;
        o.viewport = 1 - primitive;
        o.primitive = 7 + primitive;
        stream.Append(o);
    }
}

// Each point becomes two horizontal line strips of two segments, in its pixel row and 3 rows
// (1.5 in NDC, of 4 rows) below, cut apart: from 0.25 to 3.4 pixels, which covers pixels 0 to 2
// under both Vulkan's rectangular and its diamond-exit (Bresenham) lines.
[maxvertexcount(6)]
void gs_line_strips(point VSOut input[1], inout LineStream<GSOut> stream)
{
    for (uint strip = 0; strip < 2; ++strip) {
        const float y = input[0].pos.y + 1.5 * strip;
        const uint value = 10 * input[0].id + strip + 1;
        stream.Append(vertex_at(float2(-0.875, y), value));
        stream.Append(vertex_at(float2(-0.05, y), value));
        stream.Append(vertex_at(float2(0.7, y), value));
        stream.RestartStrip();
    }
}

uint ps_main(GSOut i) : SV_Target0
{
    return i.value;
}

uint4 ps_layers(LayerOut i) : SV_Target0
{
    return uint4(i.value, i.layer, i.viewport, i.primitive);
}
