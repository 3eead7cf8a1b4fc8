#version 450
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;

uint _73;
const uint _78[4] = uint[](1u, 2u, 3u, 4u);

layout(set = 0, binding = 1000, std430) readonly buffer t0_words32
{
    uint words[];
} t0;

layout(set = 0, binding = 2000, std430) buffer u0_words32
{
    uint words[];
} u0;

uint _scratch_3PAIA[4] = uint[](0u, 0u, 0u, 0u);
shared uint _counts_3PAIA[4];

void main()
{
    uint tid;
    uint total_phi;
    uint local[4];
    for (;;)
    {
        tid = gl_GlobalInvocationID.x;
        uint base = tid * 10u;
        local[0u] = base + 0u;
        _scratch_3PAIA[0u] = 0u;
        local[1u] = base + 1u;
        _scratch_3PAIA[1u] = 100u;
        local[2u] = base + 2u;
        _scratch_3PAIA[2u] = 200u;
        local[3u] = base + 3u;
        _scratch_3PAIA[3u] = 300u;
        _counts_3PAIA[tid] = 0u;
        barrier();
        uint _65 = (tid << 2u) >> 2u;
        uint limit = t0.words[_65];
        total_phi = 0u;
        if (limit > 0u)
        {
            uint l0 = local[0u];
            uint w0 = _78[0u];
            uint s0 = _scratch_3PAIA[0u];
            uint total0 = ((w0 + l0) + s0) + 0u;
            local[0u] = total0;
            uint old0 = atomicAdd(_counts_3PAIA[0u], 1u);
            total_phi = total0;
            if (limit > 1u)
            {
                uint l1 = local[1u];
                uint w1 = _78[1u];
                uint s1 = _scratch_3PAIA[1u];
                uint total1 = ((w1 + l1) + s1) + total0;
                local[1u] = total1;
                uint old1 = atomicAdd(_counts_3PAIA[1u], 1u);
                total_phi = total1;
                if (limit > 2u)
                {
                    uint l2 = local[2u];
                    uint w2 = _78[2u];
                    uint s2 = _scratch_3PAIA[2u];
                    uint total2 = ((w2 + l2) + s2) + total1;
                    local[2u] = total2;
                    uint old2 = atomicAdd(_counts_3PAIA[2u], 1u);
                    total_phi = total2;
                    if (limit > 3u)
                    {
                        uint l3 = local[3u];
                        uint w3 = _78[3u];
                        uint s3 = _scratch_3PAIA[3u];
                        uint total3 = ((w3 + l3) + s3) + total2;
                        local[3u] = total3;
                        uint old3 = atomicAdd(_counts_3PAIA[3u], 1u);
                        total_phi = total3;
                        if (limit > 4u)
                        {
                            uint l4 = 0u;
                            uint w4 = 0u;
                            uint s4 = 0u;
                            uint total4 = ((w4 + l4) + s4) + total3;
                            uint old4 = 0u;
                            total_phi = total4;
                            if (limit > 5u)
                            {
                                uint l5 = 0u;
                                uint w5 = 0u;
                                uint s5 = 0u;
                                uint old5 = 0u;
                                total_phi = ((w5 + l5) + s5) + total4;
                                break;
                            }
                            else
                            {
                                break;
                            }
                        }
                        else
                        {
                            break;
                        }
                    }
                    else
                    {
                        break;
                    }
                }
                else
                {
                    break;
                }
            }
            else
            {
                break;
            }
        }
        else
        {
            break;
        }
    }
    uint total = total_phi;
    barrier();
    uint out = tid * 12u;
    u0.words[out >> 2u] = total;
    u0.words[(out + 4u) >> 2u] = local[3u];
    u0.words[(out + 8u) >> 2u] = _counts_3PAIA[tid];
}

