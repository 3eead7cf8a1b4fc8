#version 450
layout(triangles) in;
layout(max_vertices = 3, triangle_strip) out;

layout(location = 1) in uint VALUE[3];
layout(location = 1, component = 1) in uint SV_RenderTargetArrayIndex[3];
layout(location = 1, component = 2) in uint SV_ViewportArrayIndex[3];
layout(location = 1) out uint VALUE_1;

void main()
{
    uint _6 = 0u;
    for (;;)
    {
        uint _12 = _6;
        gl_Position.x = gl_in[_12].gl_Position.x;
        gl_Position.y = gl_in[_12].gl_Position.y;
        gl_Position.z = gl_in[_12].gl_Position.z;
        gl_Position.w = gl_in[_12].gl_Position.w;
        VALUE_1 = ((VALUE[_12] * 10u) + (SV_RenderTargetArrayIndex[_12] << 1u)) + SV_ViewportArrayIndex[_12];
        gl_Layer = int(1u - SV_RenderTargetArrayIndex[_12]);
        gl_ViewportIndex = int(SV_ViewportArrayIndex[_12]);
        EmitVertex();
        uint _59 = _12 + 1u;
        _6 = _59;
        if (_59 == 3u)
        {
            break;
        }
        else
        {
            continue;
        }
    }
}

