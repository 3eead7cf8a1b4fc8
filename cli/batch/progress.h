// What a batch shows while it runs and when it ends: on a terminal a live bar (done/total,
// rate, ETA, failures), otherwise one line every few seconds, or nothing with --quiet; then
// a summary table of counts by status and of error classes, largest first.
#pragma once

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <string>

#include "cli/batch/report.h"

namespace untangle::batch {

class Progress {
 public:
  enum class Mode { Bar, Lines, Quiet };

  // Bar when `out` is a terminal, else Lines; Quiet when `quiet`.
  Progress(uint64_t total, bool quiet, std::FILE* out);

  // Redraws when due (a bar ten times a second, a line every five seconds).
  void update(uint64_t done, uint64_t failures);
  // Draws the final state and ends the bar's line.
  void finish(uint64_t done, uint64_t failures);
  // How long the caller may wait before update() has something to draw.
  std::chrono::milliseconds interval() const;
  double elapsed_seconds() const;

 private:
  void draw(uint64_t done, uint64_t failures);

  uint64_t total_;
  Mode mode_;
  std::FILE* out_;
  std::chrono::steady_clock::time_point start_;
  std::chrono::steady_clock::time_point last_draw_;
};

// The table printed when a batch ends.
std::string format_summary(const Summary& summary, double seconds, const std::string& revision,
                           const std::string& report_path);

}  // namespace untangle::batch
