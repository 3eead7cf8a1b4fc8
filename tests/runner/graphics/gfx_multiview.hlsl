// Two views rendered at once (multiview): both stages read SV_ViewID, so every layer of
// the target holds its own view's values.
struct VSOut {
    float4 pos : SV_Position;
    nointerpolation uint view : VIEW;
};

VSOut vs_main(float2 p : POSITION, uint view : SV_ViewID)
{
    VSOut o;
    o.pos = float4(p, 0.0, 1.0);
    o.view = view;
    return o;
}

uint ps_main(VSOut i, uint view : SV_ViewID) : SV_Target0
{
    return i.view * 100 + view * 1000 + uint(i.pos.x);
}
