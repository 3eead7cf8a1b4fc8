#version 450
#extension GL_ARB_shader_draw_parameters : require

layout(set = 0, binding = 0, std140) uniform b0_rows
{
    uvec4 rows[4];
} b0;

layout(location = 1) in vec2 TEXCOORD;
layout(location = 0) in vec3 POSITION;
layout(location = 1) out vec2 TEXCOORD_1;
layout(location = 2) out uint MATERIAL;

void main()
{
    gl_Position.x = ((uintBitsToFloat(b0.rows[2u].x) * POSITION.z) + ((uintBitsToFloat(b0.rows[1u].x) * POSITION.y) + (uintBitsToFloat(b0.rows[0u].x) * POSITION.x))) + uintBitsToFloat(b0.rows[3u].x);
    gl_Position.y = ((uintBitsToFloat(b0.rows[2u].y) * POSITION.z) + ((uintBitsToFloat(b0.rows[1u].y) * POSITION.y) + (uintBitsToFloat(b0.rows[0u].y) * POSITION.x))) + uintBitsToFloat(b0.rows[3u].y);
    gl_Position.z = ((uintBitsToFloat(b0.rows[2u].z) * POSITION.z) + ((uintBitsToFloat(b0.rows[1u].z) * POSITION.y) + (uintBitsToFloat(b0.rows[0u].z) * POSITION.x))) + uintBitsToFloat(b0.rows[3u].z);
    gl_Position.w = ((uintBitsToFloat(b0.rows[2u].w) * POSITION.z) + ((uintBitsToFloat(b0.rows[1u].w) * POSITION.y) + (uintBitsToFloat(b0.rows[0u].w) * POSITION.x))) + uintBitsToFloat(b0.rows[3u].w);
    TEXCOORD_1.x = TEXCOORD.x;
    TEXCOORD_1.y = TEXCOORD.y;
    MATERIAL = (uint(gl_VertexIndex) - uint(gl_BaseVertexARB)) % 3u;
}

