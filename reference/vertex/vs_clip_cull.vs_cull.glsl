#version 450
#extension GL_ARB_shader_draw_parameters : require

out float gl_CullDistance[1];

layout(location = 1) in float CULL;
layout(location = 0) in vec2 POSITION;
layout(location = 2) out uint ID;

void main()
{
    gl_Position.x = POSITION.x;
    gl_Position.y = POSITION.y;
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    gl_CullDistance[0u] = CULL;
    ID = ((uint(gl_VertexIndex) - uint(gl_BaseVertexARB)) / 3u) + 1u;
}

