// [WaveSize(4, 16, 8)] (SM 6.8): a range with a preferred size, which the runner requires from
// untangle's reflection (wave_size_min/max/preferred) where the device has it: the manifest
// gives no wave size.
RWStructuredBuffer<uint> Out : register(u0);

[WaveSize(4, 16, 8)]
[numthreads(32, 1, 1)]
void main(uint tid : SV_DispatchThreadID)
{
    Out[tid * 4 + 0] = WaveGetLaneCount();
    Out[tid * 4 + 1] = WaveActiveSum(tid);
    Out[tid * 4 + 2] = WavePrefixSum(tid);
    Out[tid * 4 + 3] = WaveActiveBallot(tid % 3 == 0).x;
}
