// [WaveSize(8)] (SM 6.6): the shader itself fixes the wave size, so its manifest gives none;
// the runner requires the size from untangle's reflection (wave_size_min/max/preferred).
RWStructuredBuffer<uint> Out : register(u0);

[WaveSize(8)]
[numthreads(32, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    Out[tid * 4 + 0] = WaveGetLaneCount();
    Out[tid * 4 + 1] = WaveActiveSum(tid);
    Out[tid * 4 + 2] = WavePrefixSum(tid);
    Out[tid * 4 + 3] = WaveActiveBallot(tid % 3 == 0).x;
}
