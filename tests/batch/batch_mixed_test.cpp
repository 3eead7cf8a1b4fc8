// `untangle batch` over a directory that mixes the shader corpus, files that are not
// shaders, damaged containers and duplicates: the right status for every file (every export
// of a library), the same SPIR-V as `untangle translate`, outputs for exactly the shaders
// that translated.
#include <gtest/gtest.h>

#include <cstdio>
#include <map>
#include <set>

#include "api/facade.h"
#include "support.h"

namespace untangle::batch::testing {
namespace {

namespace fs = std::filesystem;

struct MixedTree {
  fs::path root;                               // TEMP/mixed
  std::map<std::string, std::string> expected;  // key -> status ("nonok": any failure)
  std::set<std::string> libraries;              // their keys are "PATH#EXPORT", one per export
  size_t files = 0;
};

// The key of a report entry in MixedTree::expected.
std::string key_of(const MixedTree& tree, const nlohmann::json& entry) {
  const std::string path = entry["path"];
  return tree.libraries.count(path) != 0 ? path + "#" + entry["entry"].get<std::string>() : path;
}

// Where the batch writes an entry's output with `extension`: a library's per export.
std::string output_of(const MixedTree& tree, const nlohmann::json& entry, const std::string& extension) {
  const std::string path = entry["path"];
  return tree.libraries.count(path) != 0 ? path + "." + entry["entry"].get<std::string>() + extension
                                         : path + extension;
}

// Writes the tree and works out each file's expected status; the corpus shaders' from
// `untangle translate`, which must also give the same bytes as the batch.
MixedTree make_mixed_tree(const fs::path& directory, std::map<std::string, fs::path>& translated) {
  MixedTree tree;
  tree.root = directory / "mixed";
  std::map<std::string, std::string> first_with_content;  // content (as text) -> key
  const auto add = [&](const std::string& relative, const std::vector<uint8_t>& bytes, const std::string& status) {
    write_bytes(tree.root / relative, bytes);
    tree.expected["mixed/" + relative] = status;
    ++tree.files;
  };
  const auto status_name = [](int status) { return status == 0 ? "ok" : status == 3 ? "failed" : "nonok"; };
  for (const fs::path& shader : corpus_shaders()) {
    const std::string relative = "corpus/" + shader.lexically_relative(UNTANGLE_SHADERS_DIR).generic_string();
    const fs::path output = directory / "translated" / (relative + ".spv");
    fs::create_directories(output.parent_path());
    const std::vector<uint8_t> bytes = read_bytes(shader);
    const auto module = api::Module::parse(bytes);
    if (module->stage() != dxil::ShaderKind::Library) {
      const int status = run_untangle({"translate", shader.string(), "-o", output.string()}).exit_status;
      add(relative, bytes, status_name(status));
      if (status == 0) translated["mixed/" + relative] = output;
      continue;
    }
    write_bytes(tree.root / relative, bytes);
    ++tree.files;
    tree.libraries.insert("mixed/" + relative);
    for (const dxil::EntryPoint* entry : module->entry_points()) {
      const std::string key = "mixed/" + relative + "#" + entry->name;
      const fs::path export_output = directory / "translated" / (relative + "." + entry->name + ".spv");
      const int status =
          run_untangle({"translate", shader.string(), "--entry", entry->name, "-o", export_output.string()}).exit_status;
      tree.expected[key] = status_name(status);
      if (status == 0) translated[key] = export_output;
    }
  }
  const std::vector<uint8_t> if_else = read_bytes(UNTANGLE_SHADERS_DIR "/control_flow/cf_if_else.dxil");
  add("dupes/copy_of_if_else.dxil", if_else, "duplicate");
  add("dupes/no_extension", if_else, "duplicate");
  add("notes/cf_if_else.hlsl", read_bytes(UNTANGLE_SHADERS_DIR "/control_flow/cf_if_else.hlsl"), "skipped");
  add("notes/empty", {}, "skipped");
  add("notes/text.dxil", {'n', 'o', 't', ' ', 'a', ' ', 's', 'h', 'a', 'd', 'e', 'r'}, "skipped");
  add("notes/root_signature.rts0", read_bytes(UNTANGLE_SHADERS_DIR "/rootsig/empty_1_0.rts0"), "skipped");
  add("damaged/truncated_header.dxil", {if_else.begin(), if_else.begin() + 20}, "invalid");
  add("damaged/truncated.dxil", {if_else.begin(), if_else.begin() + if_else.size() / 2}, "invalid");
  std::vector<uint8_t> corrupt = if_else;
  std::fill(corrupt.begin() + corrupt.size() / 2, corrupt.begin() + corrupt.size() / 2 + 64, 0xFF);
  add("damaged/corrupt_bitcode.dxil", corrupt, "invalid");
  // Within the corpus too, a file with the content of an earlier one (by key) is a duplicate.
  for (auto& [key, status] : tree.expected) {
    if (status == "skipped" || key.find('#') != std::string::npos) continue;
    const std::vector<uint8_t> bytes = read_bytes(directory / key);
    const auto [found, first] = first_with_content.try_emplace(std::string(bytes.begin(), bytes.end()), key);
    if (!first) status = "duplicate";
  }
  return tree;
}

class BatchMixed : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    directory_ = new TempDir();
    translated_ = new std::map<std::string, fs::path>();
    tree_ = new MixedTree(make_mixed_tree(directory_->path(), *translated_));
  }
  static void TearDownTestSuite() {
    delete tree_;
    delete translated_;
    delete directory_;
  }
  static TempDir* directory_;
  static std::map<std::string, fs::path>* translated_;
  static MixedTree* tree_;
};

TempDir* BatchMixed::directory_ = nullptr;
std::map<std::string, fs::path>* BatchMixed::translated_ = nullptr;
MixedTree* BatchMixed::tree_ = nullptr;

TEST_F(BatchMixed, EveryFileGetsItsStatusAndOutputs) {
  const TempDir out;
  const RunResult run = run_untangle({"batch", tree_->root.string(), "-o", out.path().string(), "-j", "2"});
  EXPECT_EQ(run.exit_status, 1) << run.err;  // some inputs are invalid
  const nlohmann::json report = read_json(out.path() / "report.json");

  std::map<std::string, int> expected_counts;
  std::set<std::string> expected_outputs;
  std::map<std::string, std::string> original_of_content;
  for (const nlohmann::json& entry : report["shaders"]) {
    const std::string path = key_of(*tree_, entry);
    ASSERT_EQ(tree_->expected.count(path), 1u) << path;
    const std::string& expected = tree_->expected.at(path);
    const std::string status = entry["status"];
    if (expected == "nonok")
      EXPECT_TRUE(status == "invalid" || status == "unsupported" || status == "failed") << path << " " << status;
    else
      EXPECT_EQ(status, expected) << path << ": " << entry.dump();
    EXPECT_EQ(entry["hash"].is_null(), false) << path;
    if (status == "ok") {
      EXPECT_TRUE(entry["error"].is_null());
      EXPECT_EQ(entry["output"], output_of(*tree_, entry, ".spv"));
      EXPECT_EQ(entry["stage"].is_string(), true);
      EXPECT_EQ(entry["shader_model"].is_string(), true);
      EXPECT_GT(entry["ms"].get<double>(), 0);
      original_of_content[entry["hash"]] = entry["path"];
      // The same SPIR-V as `untangle translate`.
      EXPECT_EQ(read_bytes(out.path() / output_of(*tree_, entry, ".spv")), read_bytes(translated_->at(path))) << path;
      EXPECT_EQ(entry["output_words"].get<uint64_t>() * 4, fs::file_size(out.path() / output_of(*tree_, entry, ".spv")));
    } else if (status == "duplicate") {
      EXPECT_EQ(entry["duplicate_of"], original_of_content.at(entry["hash"])) << path;
      const std::string original = entry["duplicate_of"];
      EXPECT_EQ(read_bytes(out.path() / (path + ".spv")), read_bytes(out.path() / (original + ".spv")));
    } else {
      EXPECT_TRUE(entry["output"].is_null()) << path;
      EXPECT_TRUE(entry["error"]["class"].get<std::string>().starts_with(status + ": ")) << entry.dump();
      EXPECT_FALSE(entry["error"]["message"].get<std::string>().empty());
    }
    if (!entry["output"].is_null()) expected_outputs.insert(entry["output"]);
    ++expected_counts[status];
  }
  EXPECT_EQ(report["shaders"].size(), tree_->expected.size());
  EXPECT_EQ(expected_counts["skipped"], 4);
  EXPECT_GE(expected_counts["duplicate"], 2);
  EXPECT_GE(expected_counts["invalid"], 3);

  // Exactly the outputs the report names, nothing else.
  std::set<std::string> written;
  for (const auto& [name, bytes] : snapshot(out.path())) written.insert(name);
  EXPECT_EQ(written, expected_outputs);

  // The summary counts what the entries say, and the terminal summary prints the same.
  for (const auto& [status, count] : status_counts(report)) {
    EXPECT_EQ(report["summary"]["status"][status], count) << status;
    char line[64];
    std::snprintf(line, sizeof line, "\n  %-12s %6d\n", status.c_str(), count);
    EXPECT_NE(run.out.find(line), std::string::npos) << line << run.out;
  }
  EXPECT_EQ(report["summary"]["files"], tree_->files);
  EXPECT_NE(run.out.find("skipped: not a DXIL container or LLVM bitcode  [mixed/notes/cf_if_else.hlsl]"),
            std::string::npos) << run.out;
  // Not a terminal: progress comes as whole lines, the last one at 100%.
  const std::string total = std::to_string(tree_->files);
  EXPECT_NE(run.err.find("untangle batch: " + total + "/" + total + " files (100.0%)"), std::string::npos) << run.err;
}

TEST_F(BatchMixed, QuietPrintsNothingAndGlslComesOnRequest) {
  const TempDir out;
  const RunResult run = run_untangle({"batch", tree_->root.string(), "-o", out.path().string(), "-q", "--glsl",
                                      "--report", (out.path() / "elsewhere" / "r.json").string()});
  EXPECT_EQ(run.exit_status, 1);
  EXPECT_EQ(run.out, "");
  EXPECT_EQ(run.err, "");
  const nlohmann::json report = read_json(out.path() / "elsewhere" / "r.json");
  EXPECT_EQ(report["options"]["glsl"], true);
  int glsl_outputs = 0;
  for (const nlohmann::json& entry : report["shaders"]) {
    if (entry["status"] != "ok") continue;
    EXPECT_EQ(entry["glsl"], output_of(*tree_, entry, ".glsl"));
    const std::vector<uint8_t> glsl = read_bytes(out.path() / entry["glsl"].get<std::string>());
    // GLSL 4.50; ray-tracing stages need 4.60.
    EXPECT_TRUE(std::string(glsl.begin(), glsl.begin() + 12) == "#version 450" ||
                std::string(glsl.begin(), glsl.begin() + 12) == "#version 460");
    ++glsl_outputs;
  }
  EXPECT_GT(glsl_outputs, 0);
}

TEST(BatchUsage, BadArgumentsAreUsageErrors) {
  const TempDir out;
  EXPECT_EQ(run_untangle({"batch", (out.path() / "missing").string(), "-o", out.path().string()}).exit_status, 2);
  EXPECT_EQ(run_untangle({"batch", UNTANGLE_SHADERS_DIR, "-o", out.path().string(), "--shard", "3/3"}).exit_status, 2);
  EXPECT_EQ(run_untangle({"batch", UNTANGLE_SHADERS_DIR, "-o", out.path().string(), "-j", "0"}).exit_status, 2);
  const RunResult unwritable = run_untangle({"batch", UNTANGLE_SHADERS_DIR, "-o", "/proc/untangle-cannot-write"});
  EXPECT_EQ(unwritable.exit_status, 4);
  EXPECT_NE(unwritable.err.find("untangle batch: cannot create /proc/untangle-cannot-write"), std::string::npos)
      << unwritable.err;
}

}  // namespace
}  // namespace untangle::batch::testing
