#version 450

layout(location = 7) in vec3 C;
layout(location = 6) in uint B;
layout(location = 5) in uvec2 A;
layout(location = 1) in vec4 TEXCOORD[4];
layout(location = 0) in vec4 POSITION;
layout(location = 1) out uvec2 A_1;
layout(location = 1, component = 2) out uint B_1;
layout(location = 2) out vec3 C_1;

void main()
{
    gl_Position.x = (TEXCOORD[3u].x * POSITION.w) + ((TEXCOORD[2u].x * POSITION.z) + ((TEXCOORD[1u].x * POSITION.y) + (POSITION.x * TEXCOORD[0u].x)));
    gl_Position.y = (TEXCOORD[3u].y * POSITION.w) + ((TEXCOORD[2u].y * POSITION.z) + ((TEXCOORD[1u].y * POSITION.y) + (POSITION.x * TEXCOORD[0u].y)));
    gl_Position.z = (TEXCOORD[3u].z * POSITION.w) + ((TEXCOORD[2u].z * POSITION.z) + ((TEXCOORD[1u].z * POSITION.y) + (POSITION.x * TEXCOORD[0u].z)));
    gl_Position.w = (TEXCOORD[3u].w * POSITION.w) + ((TEXCOORD[2u].w * POSITION.z) + ((TEXCOORD[1u].w * POSITION.y) + (POSITION.x * TEXCOORD[0u].w)));
    A_1.x = A.x;
    A_1.y = A.y;
    B_1 = B;
    C_1.x = C.x;
    C_1.y = C.y;
    C_1.z = C.z;
}

