// SM 6.8's SV_StartVertexLocation and SV_StartInstanceLocation are the draw's first vertex
// (or vertex offset) and first instance; one full-screen triangle per instance writes them.
struct VSOut {
    float4 pos : SV_Position;
    nointerpolation uint2 start : START;
};

VSOut vs_main(uint vid : SV_VertexID, uint start_vertex : SV_StartVertexLocation,
              uint start_instance : SV_StartInstanceLocation)
{
    VSOut o;
    o.pos = float4(vid == 1 ? 3.0 : -1.0, vid == 2 ? 3.0 : -1.0, 0.0, 1.0);
    o.start = uint2(start_vertex, start_instance);
    return o;
}

uint2 ps_main(VSOut i) : SV_Target0
{
    return i.start;
}
