#version 450
layout(invocations = 3, points) in;
layout(max_vertices = 4, triangle_strip) out;

layout(location = 1) out uint VALUE;

void main()
{
    float _14 = float(gl_InvocationID) * 0.666666686534881591796875;
    float _16 = _14 + (-1.0);
    float _17 = float(uint(gl_PrimitiveIDIn));
    float _18 = _17 + (-1.0);
    uint _23 = (gl_InvocationID + 1u) + (uint(gl_PrimitiveIDIn) * 10u);
    float _25 = _14 + (-0.333333313465118408203125);
    gl_Position.x = _16;
    gl_Position.y = _18;
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    VALUE = _23;
    EmitVertex();
    gl_Position.x = _25;
    gl_Position.y = _18;
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    VALUE = _23;
    EmitVertex();
    gl_Position.x = _16;
    gl_Position.y = _17;
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    VALUE = _23;
    EmitVertex();
    gl_Position.x = _25;
    gl_Position.y = _17;
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    VALUE = _23;
    EmitVertex();
}

