#version 460
#extension GL_EXT_ray_tracing : require

struct _10
{
    vec2 _m0;
    uint _m1;
};

vec2 _31;

hitAttributeEXT _10 hit_attributes;

void main()
{
    if (!((uint(gl_PrimitiveID) == 1u) && (gl_ObjectRayOriginEXT.y > 1.0)))
    {
        vec2 _32;
        _32.x = gl_ObjectRayOriginEXT.x;
        _32.y = gl_ObjectRayOriginEXT.y;
        _10 _12;
        _12._m0 = _32;
        _12._m1 = uint(gl_PrimitiveID);
        hit_attributes = _12;
        bool _48 = reportIntersectionEXT((float(uint(gl_PrimitiveID)) * 0.5) + 1.25, uint(gl_PrimitiveID) + 3u);
    }
}

