#version 450
#extension GL_ARB_shader_draw_parameters : require

layout(location = 1) out uint VALUE;

void main()
{
    uint _11 = uint(gl_InstanceIndex) - uint(gl_BaseInstanceARB);
    uint _16 = uint(gl_VertexIndex) - uint(gl_BaseVertexARB);
    uint _18 = _16 % 3u;
    gl_Position.x = ((float(_16 / 3u) + ((_18 == 1u) ? 1.7999999523162841796875 : 0.0)) * 0.5) + (-1.0);
    gl_Position.y = (float(_11) + (-1.0)) + ((_18 == 2u) ? 1.7999999523162841796875 : 0.0);
    gl_Position.z = 0.0;
    gl_Position.w = 1.0;
    VALUE = (_11 + 1000u) + (_16 * 10u);
}

