// Batch statuses from library statuses, error classes, output names and the results' JSON.
#include "cli/batch/results.h"

#include <gtest/gtest.h>

namespace untangle::batch {
namespace {

TEST(Results, LibraryStatusesMapToBatchStatuses) {
  EXPECT_EQ(status_of(Status::MalformedInput), ShaderStatus::Invalid);
  EXPECT_EQ(status_of(Status::Unsupported), ShaderStatus::Unsupported);
  EXPECT_EQ(status_of(Status::Internal), ShaderStatus::Failed);
  EXPECT_EQ(status_of(Status::InvalidArgument), ShaderStatus::Failed);
  EXPECT_EQ(status_of(Status::OutOfMemory), ShaderStatus::Failed);
  for (ShaderStatus status : kAllStatuses) EXPECT_EQ(parse_status(status_name(status)), status);
  EXPECT_FALSE(parse_status("fine"));
}

TEST(Results, ClassesOfInvalidInputsForgetNumbers) {
  EXPECT_EQ(error_class(ShaderStatus::Invalid, "record declares 4096 operands at 0x1a4"),
            "invalid: record declares N operands at N");
  EXPECT_EQ(error_class(ShaderStatus::Failed, "the output failed validation: ID '42[%42]' is undefined"),
            "failed: the output failed validation: ID 'N[%N]' is undefined");
  EXPECT_EQ(error_class(ShaderStatus::Unsupported, "DXIL operation 138 (ViewID) is not supported"),
            "unsupported: DXIL operation 138 (ViewID) is not supported");
}

TEST(Results, ErrorInfoKeepsTheLocation) {
  Location location;
  location.function = "main";
  location.block = "%3";
  location.instruction = "%5 = call @dx.op.viewID.i32";
  location.bit_offset = 80;
  const ErrorInfo info = error_info(Error(Status::Internal, "lost a block", location));
  EXPECT_EQ(info.error_class, "failed: internal error: lost a block");
  EXPECT_EQ(info.function, "main");
  EXPECT_EQ(info.block, "%3");
  EXPECT_EQ(info.instruction, "%5 = call @dx.op.viewID.i32");
  EXPECT_EQ(info.offset, 10u);
  EXPECT_NE(info.message.find("lost a block"), std::string::npos);
}

TEST(Results, LibraryExportsGetOutputsOfTheirOwn) {
  ShaderResult result;
  EntryResult entry;
  entry.entry = "\x01?main@@YAXXZ";
  EXPECT_EQ(output_path("a/b.dxil", result, entry, ".spv"), "a/b.dxil.spv");
  result.library = true;
  EXPECT_EQ(output_path("a/b.dxil", result, entry, ".spv"), "a/b.dxil.%01%3Fmain%40%40YAXXZ.spv");
}

TEST(Results, JsonRoundTrips) {
  ShaderResult result;
  result.shader_model = "6.5";
  result.library = true;
  EntryResult ok;
  ok.entry = "raygen";
  ok.stage = "raygeneration";
  ok.output_words = 120;
  ok.glsl_bytes = 77;
  ok.milliseconds = 1.5;
  EntryResult failed;
  failed.entry = "miss";
  failed.status = ShaderStatus::Unsupported;
  failed.error = error_info(ShaderStatus::Unsupported, "no");
  failed.error->offset = 12;
  result.entries = {ok, failed};
  const ShaderResult back = result_from_json(nlohmann::json::parse(dump_line(to_json(result))));
  EXPECT_EQ(dump_line(to_json(back)), dump_line(to_json(result)));
  EXPECT_EQ(back.entries[1].error->offset, 12u);
  EXPECT_THROW(result_from_json(nlohmann::json::parse(R"({"sm":"6.0"})")), std::exception);
}

}  // namespace
}  // namespace untangle::batch
