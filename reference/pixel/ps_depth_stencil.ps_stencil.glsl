#version 450
#extension GL_ARB_shader_stencil_export : require

layout(location = 1) in vec2 ATTR;

void main()
{
    gl_FragStencilRefARB = int((uint(ATTR.y) << 2u) + uint(ATTR.x));
}

