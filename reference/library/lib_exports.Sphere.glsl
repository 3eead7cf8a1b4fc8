#version 460
#extension GL_EXT_ray_tracing : require

struct _9
{
    vec2 _m0;
};

vec2 _54;

hitAttributeEXT _9 hit_attributes;

uint hash(uint value)
{
    uint _74 = ((value >> 16u) ^ value) * 2146121005u;
    return (_74 >> 15u) ^ _74;
}

void main()
{
    float _35 = dot(vec3(gl_ObjectRayOriginEXT.x, gl_ObjectRayOriginEXT.y, gl_ObjectRayOriginEXT.z), vec3(gl_ObjectRayDirectionEXT.x, gl_ObjectRayDirectionEXT.y, gl_ObjectRayDirectionEXT.z));
    float _42 = (0.25 - dot(vec3(gl_ObjectRayOriginEXT.x, gl_ObjectRayOriginEXT.y, gl_ObjectRayOriginEXT.z), vec3(gl_ObjectRayOriginEXT.x, gl_ObjectRayOriginEXT.y, gl_ObjectRayOriginEXT.z))) + (_35 * _35);
    if (!(_42 < 0.0))
    {
        vec2 _55;
        _55.x = float(hash(uint(gl_PrimitiveID)) & 1u);
        _55.y = 0.0;
        _9 _11;
        _11._m0 = _55;
        hit_attributes = _11;
        bool _67 = reportIntersectionEXT(((-0.0) - _35) - sqrt(_42), 0u);
    }
}

