// GetGroupWaveIndex and GetGroupWaveCount (SM 6.10, DXC's experimental operations): the
// wave's index within the thread group and the group's wave count, Vulkan's SubgroupId and
// NumSubgroups. Waves are 8 consecutive threads on lavapipe.
RWStructuredBuffer<uint> Out : register(u0);

[numthreads(32, 1, 1)]
void main(uint index : SV_GroupIndex)
{
    Out[index * 2] = GetGroupWaveIndex();
    Out[index * 2 + 1] = GetGroupWaveCount();
}
