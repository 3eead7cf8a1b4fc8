// The vertex shader picks the render-target array layer and the viewport: instance i draws
// a full-screen triangle into layer i, through viewport i, carrying i + 1.
struct VSOut {
    float4 pos : SV_Position;
    nointerpolation uint value : VALUE;
    uint layer : SV_RenderTargetArrayIndex;
    uint viewport : SV_ViewportArrayIndex;
};

VSOut vs_layer(uint vid : SV_VertexID, uint iid : SV_InstanceID)
{
    VSOut o;
    o.pos = float4(vid == 1 ? 3.0 : -1.0, vid == 2 ? 3.0 : -1.0, 0.0, 1.0);
    o.value = iid + 1;
    o.layer = iid;
    o.viewport = iid;
    return o;
}

// The pixel shader reads both back.
uint4 ps_layer(VSOut i) : SV_Target0
{
    return uint4(i.value, i.layer, i.viewport, 7);
}
