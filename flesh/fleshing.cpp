// Puts fleshing together: graph, random paths, SIMT reference, shader text and manifest;
// and the check of an execution against them.
#include "flesh/fleshing.h"

#include "flesh/dxil_text.h"
#include "flesh/regions.h"

#include <algorithm>
#include <array>
#include <cstdio>

namespace untangle::flesh {
namespace {

constexpr std::size_t kReportedDifferences = 8;
constexpr std::size_t kShownPathBlocks = 24;
constexpr std::size_t kContextBlocks = 8;  // shown before a path's first difference

// Paths grow with the graph but stay short enough to run fast.
uint32_t step_budget(const Graph& graph) { return std::min<uint32_t>(4 * graph.size() + 16, 512); }

runner::ManifestResource buffer(char type, uint32_t index, runner::ResourceKind kind, std::vector<uint32_t> data) {
  runner::ManifestResource resource;
  resource.register_id = {type, index, 0};
  resource.kind = kind;
  resource.stride = 4;
  resource.data = std::move(data);
  return resource;
}

// The blocks of words[begin, end) by name, up to the first empty slot.
std::string path_text(const Graph& graph, const std::vector<uint32_t>& words, std::size_t begin, std::size_t end) {
  std::string text;
  for (std::size_t index = begin; index < end && words[index] != 0; ++index) {
    text += " ";
    text += words[index] <= graph.size() ? graph.nodes[words[index] - 1].name : "#" + std::to_string(words[index]);
  }
  return text.empty() ? " (nothing)" : text;
}

std::string hex(uint64_t value) {
  std::array<char, 24> text{};
  std::snprintf(text.data(), text.size(), "0x%02llx", static_cast<unsigned long long>(value));
  return text.data();
}

}  // namespace

std::string_view mode_name(Mode mode) {
  switch (mode) {
    case Mode::SingleThread: return "single";
    case Mode::Lanes: return "lanes";
    case Mode::Convergence: return "convergence";
  }
  return "unknown";
}

std::optional<Mode> mode_from_name(std::string_view name) {
  for (const Mode mode : {Mode::SingleThread, Mode::Lanes, Mode::Convergence}) {
    if (mode_name(mode) == name) return mode;
  }
  return std::nullopt;
}

FleshedShader flesh(const structurizer::Function& function, Mode mode, uint64_t seed) {
  FleshedShader shader;
  shader.mode = mode;
  shader.graph = Graph::from_function(function);
  const Graph& graph = shader.graph;
  const RegionTree regions(graph);  // rejects irreducible graphs in every mode
  const uint32_t threads = mode == Mode::SingleThread ? 1 : kWorkgroupThreads;
  shader.paths = random_paths(graph, threads, kWaveSize, seed, step_budget(graph));

  ShaderLayout layout;
  layout.threads = threads;
  layout.ballots = mode == Mode::Convergence;
  for (const LanePath& path : shader.paths) {
    layout.directions_per_thread = std::max<uint32_t>(layout.directions_per_thread, path.directions.size());
    layout.path_per_thread = std::max<uint32_t>(layout.path_per_thread, path.nodes.size());
  }
  shader.path_stride = layout.path_per_thread;
  shader.llvm_text = dxil_text(graph, layout);

  std::vector<uint32_t> directions(threads * layout.directions_per_thread, 0);
  std::vector<uint32_t> expected_paths(threads * layout.path_per_thread, 0);
  for (uint32_t thread = 0; thread < threads; ++thread) {
    const LanePath& path = shader.paths[thread];
    std::copy(path.directions.begin(), path.directions.end(),
              directions.begin() + thread * layout.directions_per_thread);
    for (std::size_t visit = 0; visit < path.nodes.size(); ++visit) {
      expected_paths[thread * layout.path_per_thread + visit] = path.nodes[visit] + 1;
    }
  }

  runner::Manifest& manifest = shader.manifest;
  manifest.shader = "fleshed CFG";
  manifest.profile = "cs_6_0";
  manifest.entry = "main";
  manifest.resources.push_back(buffer('t', 0, runner::ResourceKind::StructuredBuffer, std::move(directions)));
  runner::ManifestResource paths =
      buffer('u', 0, runner::ResourceKind::RWStructuredBuffer, std::vector<uint32_t>(expected_paths.size(), 0));
  paths.expect = runner::Expectation{std::move(expected_paths), 0.0};
  manifest.resources.push_back(std::move(paths));
  if (mode == Mode::Convergence) {
    manifest.wave_size = kWaveSize;
    manifest.resources.push_back(buffer('u', 1, runner::ResourceKind::RWStructuredBuffer,
                                        std::vector<uint32_t>(threads * layout.path_per_thread, 0)));
    for (uint32_t wave = 0; wave < threads / kWaveSize; ++wave) {
      std::vector<std::vector<uint32_t>> wave_paths;
      for (uint32_t lane = 0; lane < kWaveSize; ++lane)
        wave_paths.push_back(shader.paths[wave * kWaveSize + lane].nodes);
      for (LaneVisits& visits : simulate_wave(graph, regions, wave_paths))
        shader.reference.push_back(std::move(visits));
    }
  }
  return shader;
}

std::string check_execution(const FleshedShader& shader, const std::vector<std::vector<uint32_t>>& contents) {
  const Graph& graph = shader.graph;
  const std::size_t stride = shader.path_stride;
  const std::vector<uint32_t>& expected = shader.manifest.resources[1].expect->words;
  const std::vector<uint32_t>& paths = contents.at(1);
  std::string report;
  std::size_t differences = 0;
  for (std::size_t thread = 0; thread < shader.paths.size(); ++thread) {
    for (std::size_t visit = 0; visit < stride; ++visit) {
      const std::size_t index = thread * stride + visit;
      if (paths[index] == expected[index]) continue;
      if (++differences <= kReportedDifferences) {
        // A window of the thread's slice around the first difference.
        const std::size_t first = thread * stride + (visit > kContextBlocks ? visit - kContextBlocks : 0);
        const std::size_t last = std::min((thread + 1) * stride, first + kShownPathBlocks);
        const std::string from =
            first > thread * stride ? " (from visit " + std::to_string(first - thread * stride) + ")" : "";
        report += "thread " + std::to_string(thread) + ": the path differs at visit " + std::to_string(visit) + from +
                  "\n  expected:" + path_text(graph, expected, first, last) +
                  "\n  got:     " + path_text(graph, paths, first, last) + "\n";
      }
      break;
    }
  }
  if (differences > kReportedDifferences) {
    report += "... " + std::to_string(differences - kReportedDifferences) + " more threads took other paths\n";
  }
  if (shader.mode != Mode::Convergence || differences != 0) return report;

  const std::vector<uint32_t>& ballots = contents.at(2);
  for (std::size_t thread = 0; thread < shader.reference.size(); ++thread) {
    const LaneVisits& visits = shader.reference[thread];
    for (std::size_t visit = 0; visit < visits.ballots.size(); ++visit) {
      const uint32_t got = ballots[thread * stride + visit];
      if (visits.ambiguous[visit] || got == visits.ballots[visit]) continue;
      if (++differences <= kReportedDifferences) {
        report += "thread " + std::to_string(thread) + " (lane " + std::to_string(thread % kWaveSize) + "), visit " +
                  std::to_string(visit) + " of " + graph.nodes[shader.paths[thread].nodes[visit]].name +
                  ": expected ballot " + hex(visits.ballots[visit]) + ", got " + hex(got) + "\n";
      }
    }
  }
  if (differences > kReportedDifferences) {
    report += "... " + std::to_string(differences - kReportedDifferences) + " more ballots differ\n";
  }
  return report;
}

}  // namespace untangle::flesh
