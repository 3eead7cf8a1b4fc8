#version 460
#extension GL_EXT_ray_tracing : require

struct _5
{
    uint _m0;
    uint _m1;
};

layout(location = 0) callableDataInEXT _5 incoming_callable_data;

void main()
{
    incoming_callable_data._m0 = (incoming_callable_data._m0 * 3u) + gl_LaunchIDEXT.x;
    incoming_callable_data._m1++;
}

