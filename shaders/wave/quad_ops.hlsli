// Quad reads, quad votes, derivatives and IsHelperLane in a compute shader (SM 6.7),
// shared by quad_compute (2D quads) and quad_linear (1D quads). Each thread writes 12 words.
// -D REFERENCE compiles the dxc -spirv reference that confirmed the expectations.
StructuredBuffer<float> In : register(t0);
RWStructuredBuffer<float> Out : register(u0);

void quad_ops(uint index)
{
    float v = In[index];
    uint base = index * 12;
    Out[base + 0] = QuadReadAcrossX(v);
    Out[base + 1] = QuadReadAcrossY(v);
    Out[base + 2] = QuadReadAcrossDiagonal(v);
    Out[base + 3] = QuadReadLaneAt(v, 2);
    // Coarse derivatives may come from any row or column of the quad (lavapipe computes them
    // as fine ones): lane 0's, read by every lane, is the same either way.
    Out[base + 4] = QuadReadLaneAt(ddx_coarse(v), 0);
    Out[base + 5] = QuadReadLaneAt(ddy_coarse(v), 0);
    Out[base + 6] = ddx_fine(v);
    Out[base + 7] = ddy_fine(v);
#ifndef REFERENCE
    Out[base + 8] = QuadAny(v > 40.0f) ? 1.0f : 0.0f;
    Out[base + 9] = QuadAll(v > 40.0f) ? 1.0f : 0.0f;
    Out[base + 10] = IsHelperLane() ? 1.0f : 0.0f;
#else
    // dxc -spirv needs SPV_KHR_quad_control for the votes and has no IsHelperLane in
    // compute, neither of which lavapipe runs: the reference module computes them by hand.
    uint above = v > 40.0f ? 1 : 0;
    uint votes = above + QuadReadAcrossX(above) + QuadReadAcrossY(above) + QuadReadAcrossDiagonal(above);
    Out[base + 8] = votes > 0 ? 1.0f : 0.0f;
    Out[base + 9] = votes == 4 ? 1.0f : 0.0f;
    Out[base + 10] = 0.0f;
#endif
    Out[base + 11] = float(WaveGetLaneIndex() % 4);
}
