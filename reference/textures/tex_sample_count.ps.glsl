#version 450

layout(constant_id = 0) const uint render_target_sample_count = 1u;
const vec2 _72[31] = vec2[](vec2(0.0), vec2(0.25), vec2(-0.25), vec2(-0.125, -0.375), vec2(0.375, -0.125), vec2(-0.375, 0.125), vec2(0.125, 0.375), vec2(0.0625, -0.1875), vec2(-0.0625, 0.1875), vec2(0.3125, 0.0625), vec2(-0.1875, -0.3125), vec2(-0.3125, 0.3125), vec2(-0.4375, -0.0625), vec2(0.1875, 0.4375), vec2(0.4375, -0.4375), vec2(0.0625), vec2(-0.0625, -0.1875), vec2(-0.1875, 0.125), vec2(0.25, -0.0625), vec2(-0.3125, -0.125), vec2(0.125, 0.3125), vec2(0.3125, 0.1875), vec2(0.1875, -0.3125), vec2(-0.125, 0.375), vec2(0.0, -0.4375), vec2(-0.25, -0.375), vec2(-0.375, 0.25), vec2(-0.5, 0.0), vec2(0.4375, -0.25), vec2(0.375, 0.4375), vec2(-0.4375, -0.5));

layout(location = 0) out vec4 SV_Target;

void main()
{
    uint _11 = render_target_sample_count - 1u;
    bool _18 = (((render_target_sample_count & _11) == 0u) && (render_target_sample_count <= 16u)) && (1u < render_target_sample_count);
    uint _19 = render_target_sample_count - 1u;
    uint _21 = _18 ? (_19 + 1u) : 0u;
    float _82 = float(render_target_sample_count);
    uint _84 = render_target_sample_count - 1u;
    bool _90 = (((render_target_sample_count & _84) == 0u) && (render_target_sample_count <= 16u)) && (9u < render_target_sample_count);
    uint _91 = render_target_sample_count - 1u;
    uint _93 = _90 ? (_91 + 9u) : 0u;
    SV_Target.x = _82;
    SV_Target.y = _18 ? _72[_21].x : 0.0;
    SV_Target.z = _18 ? _72[_21].y : 0.0;
    SV_Target.w = _90 ? _72[_93].x : 0.0;
}

