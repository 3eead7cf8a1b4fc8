#version 450
layout(triangles) in;
layout(max_vertices = 3, triangle_strip) out;

layout(location = 1) in uint ID[3];
layout(location = 1) out uint VALUE;

void main()
{
    uint _6 = 0u;
    for (;;)
    {
        uint _15 = _6;
        gl_Position.x = gl_in[_15].gl_Position.x;
        gl_Position.y = gl_in[_15].gl_Position.y;
        gl_Position.z = gl_in[_15].gl_Position.z;
        gl_Position.w = gl_in[_15].gl_Position.w;
        VALUE = ID[_15];
        gl_Layer = int(uint(gl_PrimitiveIDIn));
        gl_ViewportIndex = int(1u - uint(gl_PrimitiveIDIn));
        gl_PrimitiveID = int(uint(gl_PrimitiveIDIn) + 7u);
        EmitVertex();
        uint _53 = _15 + 1u;
        _6 = _53;
        if (_53 == 3u)
        {
            break;
        }
        else
        {
            continue;
        }
    }
}

