#version 450
#extension GL_ARB_shader_draw_parameters : require
#extension GL_EXT_fragment_shading_rate : require

layout(location = 1) out uint SV_ShadingRate;

void main()
{
    uint _11 = uint(gl_VertexIndex) - uint(gl_BaseVertexARB);
    gl_Position.x = (_11 == 1u) ? 3.0 : (-1.0);
    gl_Position.y = (_11 == 2u) ? 3.0 : (-1.0);
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    gl_PrimitiveShadingRateEXT = int(5u);
    SV_ShadingRate = 5u;
}

