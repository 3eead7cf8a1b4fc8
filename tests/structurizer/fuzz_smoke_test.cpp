// A few thousand random CFGs through the whole structurizer, the checker and the path
// comparison (the full 100,000-graph run is `untangle fuzz-cfg`).
#include <gtest/gtest.h>

#include "test_support/fuzz_check.h"
#include "test_support/text_format.h"

namespace untangle::structurizer {

using namespace test_support;
namespace {

#if defined(NDEBUG)
constexpr uint64_t kGraphs = 3000;
#else
constexpr uint64_t kGraphs = 600;
#endif

TEST(FuzzSmoke, RandomCfgsStructurizeCheckAndKeepTheirPaths) {
  for (uint64_t seed = 1; seed <= kGraphs; ++seed) {
    const FuzzCaseResult result = run_fuzz_case(seed);
    ASSERT_TRUE(result.ok) << "seed " << seed << ": " << result.failure << "\n" << test_support::print_cfg(result.input);
  }
}

}  // namespace
}  // namespace untangle::structurizer
