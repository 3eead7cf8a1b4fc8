#version 450
#extension GL_ARB_shader_draw_parameters : require

layout(location = 1) out uint VALUE;
layout(location = 1, component = 1) out uint SV_RenderTargetArrayIndex;
layout(location = 1, component = 2) out uint SV_ViewportArrayIndex;

void main()
{
    uint _11 = uint(gl_InstanceIndex) - uint(gl_BaseInstanceARB);
    uint _16 = uint(gl_VertexIndex) - uint(gl_BaseVertexARB);
    gl_Position.x = (_16 == 1u) ? 3.0 : (-1.0);
    gl_Position.y = (_16 == 2u) ? 3.0 : (-1.0);
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    VALUE = _11 + 1u;
    gl_Layer = int(_11);
    SV_RenderTargetArrayIndex = _11;
    gl_ViewportIndex = int(_11);
    SV_ViewportArrayIndex = _11;
}

