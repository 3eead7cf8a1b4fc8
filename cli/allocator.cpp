// Names the allocator linked into the untangle command.
#include "cli/allocator.h"

#ifdef UNTANGLE_WITH_MIMALLOC
#include <mimalloc.h>
#endif

namespace untangle::cli {

std::string allocator_name() {
#ifdef UNTANGLE_WITH_MIMALLOC
  const int version = mi_version();  // e.g. 209 for 2.0.9
  return "mimalloc " + std::to_string(version / 100) + "." + std::to_string(version / 10 % 10) + "." +
         std::to_string(version % 10);
#else
  return "the C library's malloc";
#endif
}

}  // namespace untangle::cli
