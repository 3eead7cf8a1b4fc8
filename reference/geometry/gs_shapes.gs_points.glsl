#version 450
layout(points) in;
layout(max_vertices = 4, triangle_strip) out;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

layout(location = 1) in uint ID[1];
layout(location = 1) out uint VALUE;

void main()
{
    u0.words[uint(gl_PrimitiveIDIn)] = ID[0u];
    uint _24 = (ID[0u] * 10u) + uint(gl_PrimitiveIDIn);
    float _36 = gl_in[0u].gl_Position.x + 0.25;
    float _37 = gl_in[0u].gl_Position.y + 0.25;
    float _39 = gl_in[0u].gl_Position.x + (-0.25);
    float _40 = gl_in[0u].gl_Position.y + (-0.25);
    gl_Position.x = _39;
    gl_Position.y = _40;
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    VALUE = _24;
    EmitVertex();
    gl_Position.x = _36;
    gl_Position.y = _40;
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    VALUE = _24;
    EmitVertex();
    gl_Position.x = _39;
    gl_Position.y = _37;
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    VALUE = _24;
    EmitVertex();
    gl_Position.x = _36;
    gl_Position.y = _37;
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    VALUE = _24;
    EmitVertex();
}

