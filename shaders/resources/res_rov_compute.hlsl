// A rasterizer ordered view in a compute shader, which D3D's validator rejects (DXC writes it
// with -Vd, as a DXBC converter may): D3D orders ROVs in pixel shaders only, so untangle
// translates it as a plain UAV, without fragment shader interlock.
RasterizerOrderedStructuredBuffer<uint> Values : register(u0);

[numthreads(8, 1, 1)]
void main(uint id : SV_DispatchThreadID)
{
    Values[id] = Values[id] * 3 + id;
}
