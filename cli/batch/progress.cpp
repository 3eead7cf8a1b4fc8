// Progress bar and lines, and the summary table.
#include "cli/batch/progress.h"

#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <cinttypes>
#include <cstring>

namespace untangle::batch {

namespace {

using Clock = std::chrono::steady_clock;

constexpr int kBarWidth = 30;

std::string duration_text(double seconds) {
  const auto total = static_cast<uint64_t>(seconds + 0.5);
  char text[32];
  if (total >= 3600)
    std::snprintf(text, sizeof text, "%" PRIu64 ":%02" PRIu64 ":%02" PRIu64, total / 3600, total / 60 % 60, total % 60);
  else
    std::snprintf(text, sizeof text, "%" PRIu64 ":%02" PRIu64, total / 60, total % 60);
  return text;
}

int terminal_columns(std::FILE* out) {
  winsize size{};
  if (ioctl(fileno(out), TIOCGWINSZ, &size) == 0 && size.ws_col > 0) return size.ws_col;
  return 80;
}

}  // namespace

Progress::Progress(uint64_t total, bool quiet, std::FILE* out)
    : total_(total),
      mode_(quiet ? Mode::Quiet : isatty(fileno(out)) ? Mode::Bar : Mode::Lines),
      out_(out),
      start_(Clock::now()),
      last_draw_(start_) {}

std::chrono::milliseconds Progress::interval() const {
  return std::chrono::milliseconds(mode_ == Mode::Bar ? 100 : mode_ == Mode::Lines ? 5000 : 60000);
}

double Progress::elapsed_seconds() const { return std::chrono::duration<double>(Clock::now() - start_).count(); }

void Progress::update(uint64_t done, uint64_t failures) {
  if (mode_ == Mode::Quiet || Clock::now() - last_draw_ < interval()) return;
  draw(done, failures);
}

void Progress::finish(uint64_t done, uint64_t failures) {
  if (mode_ == Mode::Quiet) return;
  draw(done, failures);
  if (mode_ == Mode::Bar) std::fputc('\n', out_);
  std::fflush(out_);
}

void Progress::draw(uint64_t done, uint64_t failures) {
  last_draw_ = Clock::now();
  const double seconds = elapsed_seconds();
  const double rate = seconds > 0 ? static_cast<double>(done) / seconds : 0;
  const double fraction = total_ == 0 ? 1 : static_cast<double>(done) / static_cast<double>(total_);
  const std::string eta = rate > 0 ? duration_text(static_cast<double>(total_ - done) / rate) : "-:--";
  if (mode_ == Mode::Bar) {
    char counts[160];
    std::snprintf(counts, sizeof counts, " %" PRIu64 "/%" PRIu64 " %5.1f%%  %.0f files/s  ETA %s  failures %" PRIu64,
                  done, total_, 100 * fraction, rate, eta.c_str(), failures);
    // The bar takes what the terminal's width leaves, so that the line never wraps (a
    // wrapped line could not be redrawn in place).
    const int room = terminal_columns(out_) - 1 - static_cast<int>(std::strlen(counts)) - 2;
    const int width = std::min(kBarWidth, room);
    std::string bar;
    if (width >= 10) {
      const int filled = std::clamp(static_cast<int>(fraction * width), 0, width);
      bar.append(1, '[').append(filled, '#').append(width - filled, '.').append(1, ']');
    }
    // \r and clear-to-end-of-line: the bar redraws itself in place.
    std::fprintf(out_, "\r\x1b[K%s%s", bar.c_str(), counts + (bar.empty() ? 1 : 0));
  } else {
    std::fprintf(out_, "untangle batch: %" PRIu64 "/%" PRIu64 " files (%.1f%%), %.0f files/s, ETA %s, failures %" PRIu64 "\n",
                 done, total_, 100 * fraction, rate, eta.c_str(), failures);
  }
  std::fflush(out_);
}

std::string format_summary(const Summary& summary, double seconds, const std::string& revision,
                           const std::string& report_path) {
  std::string text;
  char line[512];
  std::snprintf(line, sizeof line, "untangle batch: %" PRIu64 " files, %" PRIu64 " shaders in %.2f s (%.0f files/s), revision %s\n",
                summary.files, summary.shaders(), seconds,
                seconds > 0 ? static_cast<double>(summary.files) / seconds : 0.0, revision.c_str());
  text += line;
  text += "\n  status        count\n";
  for (ShaderStatus status : kAllStatuses) {
    std::snprintf(line, sizeof line, "  %-12s %6" PRIu64 "\n", std::string(status_name(status)).c_str(),
                  summary.count(status));
    text += line;
  }
  if (!summary.error_classes.empty()) {
    text += "\n  count  error class (largest first)  [first input with it]\n";
    for (const ErrorClassCount& error : summary.error_classes) {
      std::snprintf(line, sizeof line, "  %5" PRIu64 "  ", error.count);
      text += line + error.error_class + "  [" + error.example + "]\n";
    }
  }
  text += "\nreport: " + report_path + "\n";
  return text;
}

}  // namespace untangle::batch
