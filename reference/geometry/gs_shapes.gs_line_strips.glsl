#version 450
layout(points) in;
layout(max_vertices = 6, line_strip) out;

layout(location = 1) in uint ID[1];
layout(location = 1) out uint VALUE;

void main()
{
    uint _6 = 0u;
    for (;;)
    {
        uint _12 = _6;
        float _25 = (float(_12) * 1.5) + gl_in[0u].gl_Position.y;
        uint _34 = _12 + 1u;
        uint _35 = (ID[0u] * 10u) + _34;
        gl_Position.x = -0.875;
        gl_Position.y = _25;
        gl_Position.z = 0.0;
        gl_Position.w = 1.0;
        VALUE = _35;
        EmitVertex();
        gl_Position.x = -0.0500000007450580596923828125;
        gl_Position.y = _25;
        gl_Position.z = 0.0;
        gl_Position.w = 1.0;
        VALUE = _35;
        EmitVertex();
        gl_Position.x = 0.699999988079071044921875;
        gl_Position.y = _25;
        gl_Position.z = 0.0;
        gl_Position.w = 1.0;
        VALUE = _35;
        EmitVertex();
        EndPrimitive();
        _6 = _34;
        if (_34 == 2u)
        {
            break;
        }
        else
        {
            continue;
        }
    }
}

