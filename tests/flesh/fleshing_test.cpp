// Random paths, the fleshed shader's text (assembled by llvm-as-14) and its manifest, and
// the check of an execution's buffers.
#include "flesh/error.h"
#include "flesh/fleshing.h"
#include "flesh/lane_paths.h"
#include "flesh/llvm_as.h"
#include "test_support/text_format.h"

#include <gtest/gtest.h>

namespace untangle::flesh {

using namespace test_support;
namespace {

constexpr std::string_view kLoops = R"(
    entry: outer
    outer: inner exit
    inner: sw
    sw: switch latch 0:inner 1:exit 2:done
    latch: outer
    exit: done
    done: ret)";

TEST(LanePaths, WalksEndAtReturnsAndReplayFromTheirDirections) {
  const Graph graph = Graph::from_function(test_support::parse_cfg(kLoops));
  const std::vector<LanePath> paths = random_paths(graph, 16, 8, 42, 20);
  for (const LanePath& path : paths) {
    ASSERT_FALSE(path.nodes.empty());
    EXPECT_EQ(path.nodes.front(), graph.entry);
    EXPECT_EQ(graph.nodes[path.nodes.back()].kind, NodeKind::Return);
    // Replaying the directions reproduces the path.
    std::size_t decision = 0;
    for (std::size_t visit = 0; visit + 1 < path.nodes.size(); ++visit) {
      const Node& node = graph.nodes[path.nodes[visit]];
      uint32_t next = node.targets[0];
      if (node.kind == NodeKind::Conditional) {
        next = path.directions[decision++] != 0 ? node.targets[0] : node.targets[1];
      } else if (node.kind == NodeKind::Switch) {
        const uint32_t value = path.directions[decision++];
        for (std::size_t index = 0; index < node.case_values.size(); ++index) {
          if (static_cast<uint32_t>(node.case_values[index]) == value) next = node.targets[index + 1];
        }
      }
      EXPECT_EQ(path.nodes[visit + 1], next);
    }
    EXPECT_EQ(decision, path.directions.size());
  }
  // Deterministic for a seed.
  EXPECT_EQ(random_paths(graph, 16, 8, 42, 20)[5].nodes, paths[5].nodes);
}

TEST(LanePaths, NeedsAReachableReturn) {
  const Graph graph = Graph::from_function(test_support::parse_cfg("entry: spin / spin: spin"));
  EXPECT_THROW(random_paths(graph, 1, 8, 1, 10), FleshError);
}

TEST(Fleshing, BuildsAManifestPerMode) {
  const structurizer::Function function = test_support::parse_cfg(kLoops);
  const FleshedShader single = flesh(function, Mode::SingleThread, 7);
  EXPECT_EQ(single.paths.size(), 1u);
  ASSERT_EQ(single.manifest.resources.size(), 2u);
  EXPECT_EQ(single.manifest.resources[1].expect->words.size(), single.path_stride);
  EXPECT_EQ(single.manifest.resources[1].expect->words[0], single.graph.entry + 1);
  EXPECT_FALSE(single.manifest.wave_size);

  const FleshedShader convergence = flesh(function, Mode::Convergence, 7);
  EXPECT_EQ(convergence.paths.size(), kWorkgroupThreads);
  ASSERT_EQ(convergence.manifest.resources.size(), 3u);
  EXPECT_EQ(convergence.manifest.wave_size, kWaveSize);
  EXPECT_EQ(convergence.reference.size(), kWorkgroupThreads);
  EXPECT_NE(convergence.llvm_text.find("@dx.op.waveActiveBallot(i32 116, i1 true)"), std::string::npos);
  EXPECT_NE(convergence.llvm_text.find("!{i32 64, i32 1, i32 1}"), std::string::npos);
}

TEST(Fleshing, ShaderTextAssemblesWithLlvmAs) {
  const structurizer::Function function = test_support::parse_cfg(kLoops);
  for (const Mode mode : {Mode::SingleThread, Mode::Lanes, Mode::Convergence}) {
    SCOPED_TRACE(std::string(mode_name(mode)));
    const std::vector<uint8_t> bitcode = assemble_llvm(flesh(function, mode, 3).llvm_text);
    ASSERT_GE(bitcode.size(), 4u);
    EXPECT_EQ(bitcode[0], 'B');
    EXPECT_EQ(bitcode[1], 'C');
  }
  try {
    assemble_llvm("define void @broken( {");
    FAIL() << "no error";
  } catch (const FleshError& error) {
    EXPECT_NE(std::string(error.what()).find("rejected"), std::string::npos);
  }
}

TEST(Fleshing, CheckReportsPathAndBallotDifferences) {
  const FleshedShader shader = flesh(test_support::parse_cfg(kLoops), Mode::Convergence, 11);
  // A perfect execution: the expected paths and the reference ballots.
  std::vector<std::vector<uint32_t>> contents = {shader.manifest.resources[0].data,
                                                 shader.manifest.resources[1].expect->words,
                                                 std::vector<uint32_t>(shader.manifest.resources[2].data.size(), 0)};
  for (std::size_t thread = 0; thread < shader.reference.size(); ++thread) {
    for (std::size_t visit = 0; visit < shader.reference[thread].ballots.size(); ++visit) {
      contents[2][thread * shader.path_stride + visit] = static_cast<uint32_t>(shader.reference[thread].ballots[visit]);
    }
  }
  EXPECT_EQ(check_execution(shader, contents), "");

  std::vector<std::vector<uint32_t>> wrong_ballot = contents;
  wrong_ballot[2][0] ^= 0x80;  // thread 0's first visit (the entry): lane 7 missing
  EXPECT_NE(check_execution(shader, wrong_ballot).find("thread 0 (lane 0), visit 0 of entry: expected ballot 0xff"),
            std::string::npos);

  std::vector<std::vector<uint32_t>> wrong_path = contents;
  wrong_path[1][3 * shader.path_stride + 1] = shader.graph.entry + 1;
  EXPECT_NE(check_execution(shader, wrong_path).find("thread 3: the path differs at visit 1"), std::string::npos);
}

TEST(Fleshing, ModeNames) {
  for (const Mode mode : {Mode::SingleThread, Mode::Lanes, Mode::Convergence}) {
    EXPECT_EQ(mode_from_name(mode_name(mode)), mode);
  }
  EXPECT_FALSE(mode_from_name("warp"));
}

}  // namespace
}  // namespace untangle::flesh
