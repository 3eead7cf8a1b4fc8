// Compute quads from numthreads X a multiple of 4 with Y = Z = 1: four consecutive thread
// indices, lane index % 4 of its quad.
#include "quad_ops.hlsli"

[numthreads(16, 1, 1)]
void main(uint gi : SV_GroupIndex) { quad_ops(gi); }
