// SV_ViewID in the vertex shader (multiview): view v moves the triangle that covers the left
// half of the target to the right half for v = 1, and writes v + 1.
struct VSOut {
    float4 pos : SV_Position;
    nointerpolation uint value : VALUE;
};

VSOut vs_main(float2 p : POSITION, uint view : SV_ViewID)
{
    VSOut o;
    o.pos = float4(p.x + float(view), p.y, 0.0, 1.0);
    o.value = view + 1;
    return o;
}

uint ps_main(VSOut i) : SV_Target0
{
    return i.value;
}
