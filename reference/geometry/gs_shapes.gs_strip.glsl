#version 450
layout(points) in;
layout(max_vertices = 32, triangle_strip) out;

layout(location = 1) in uint ID[1];
layout(location = 1) out uint VALUE;

void main()
{
    uint _6 = 0u;
    for (;;)
    {
        uint _12 = _6;
        float _18 = (float(_12) * 0.13333334028720855712890625) + (-1.0);
        gl_Position.x = _18;
        gl_Position.y = gl_in[0u].gl_Position.y + (-0.125);
        gl_Position.z = 0.0;
        gl_Position.w = 1.0;
        VALUE = ID[0u];
        EmitVertex();
        gl_Position.x = _18;
        gl_Position.y = gl_in[0u].gl_Position.y + 0.125;
        gl_Position.z = 0.0;
        gl_Position.w = 1.0;
        VALUE = ID[0u];
        EmitVertex();
        uint _54 = _12 + 1u;
        _6 = _54;
        if (_54 == 16u)
        {
            break;
        }
        else
        {
            continue;
        }
    }
}

