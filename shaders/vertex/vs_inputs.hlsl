// Vertex inputs of several types and shapes: a float4x4 matrix (TEXCOORD0..3, four
// locations), an int2, a uint and a float3; the vertex shader transforms
// its position by the matrix and passes the others on for the pixel shader to write.
struct VSOut {
    float4 pos : SV_Position;
    nointerpolation int2 a : A;
    nointerpolation uint b : B;
    float3 c : C;
};

VSOut vs_main(float4 p : POSITION, float4x4 m : TEXCOORD0, int2 a : A, uint b : B, float3 c : C)
{
    VSOut o;
    o.pos = mul(m, p);
    o.a = a;
    o.b = b;
    o.c = c;
    return o;
}

struct PSOut {
    int4 ints : SV_Target0;
    float4 floats : SV_Target1;
};

PSOut ps_main(VSOut i)
{
    PSOut o;
    o.ints = int4(i.a, int(i.b), -1);
    o.floats = float4(i.c, 1.0);
    return o;
}
