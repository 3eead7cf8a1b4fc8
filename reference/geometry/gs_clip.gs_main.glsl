#version 450
layout(triangles) in;
layout(max_vertices = 3, triangle_strip) out;

out float gl_ClipDistance[2];

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
        gl_ClipDistance[0u] = gl_ClipDistance[_12][0u];
        gl_ClipDistance[1u] = gl_ClipDistance[_12][1u];
        EmitVertex();
        uint _49 = _12 + 1u;
        _6 = _49;
        if (_49 == 3u)
        {
            break;
        }
        else
        {
            continue;
        }
    }
}

