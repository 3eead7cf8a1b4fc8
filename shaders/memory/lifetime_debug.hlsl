// lifetime.hlsl compiled with -Zi -Od -Qembed_debug: unoptimised DXIL with llvm.dbg.declare
// and llvm.dbg.value calls and debug metadata, all of which translation skips.
#include "lifetime.hlsl"
