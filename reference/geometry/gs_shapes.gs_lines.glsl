#version 450
layout(lines) in;
layout(max_vertices = 4, triangle_strip) out;

layout(location = 1) in uint ID[2];
layout(location = 1) out uint VALUE;

void main()
{
    uint _19 = (ID[0u] * 10u) + ID[1u];
    float _35 = max(gl_in[0u].gl_Position.x, gl_in[1u].gl_Position.x);
    float _36 = max(gl_in[0u].gl_Position.y, gl_in[1u].gl_Position.y);
    float _37 = min(gl_in[0u].gl_Position.x, gl_in[1u].gl_Position.x);
    float _38 = min(gl_in[0u].gl_Position.y, gl_in[1u].gl_Position.y);
    gl_Position.x = _37;
    gl_Position.y = _38;
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    VALUE = _19;
    EmitVertex();
    gl_Position.x = _35;
    gl_Position.y = _38;
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    VALUE = _19;
    EmitVertex();
    gl_Position.x = _37;
    gl_Position.y = _36;
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    VALUE = _19;
    EmitVertex();
    gl_Position.x = _35;
    gl_Position.y = _36;
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    VALUE = _19;
    EmitVertex();
}

