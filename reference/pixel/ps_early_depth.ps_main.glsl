#version 450
layout(early_fragment_tests) in;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

layout(location = 0) out uint SV_Target;

void main()
{
    uint _14 = atomicAdd(u0.words[0u], 1u);
    SV_Target = 1u;
}

