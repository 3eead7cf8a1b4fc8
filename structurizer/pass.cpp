// Pipeline execution with per-pass verification and observation.
#include "structurizer/pass.h"

#include <optional>
#include <string>

#include "structurizer/error.h"
#include "structurizer/verify.h"

namespace untangle::structurizer {

Pipeline& Pipeline::add(std::unique_ptr<Pass> pass) {
  passes_.push_back(std::move(pass));
  return *this;
}

Pipeline& Pipeline::set_observer(PassObserver observer) {
  observer_ = std::move(observer);
  return *this;
}

Pipeline& Pipeline::set_verify(bool verify) {
  verify_ = verify;
  return *this;
}

Pipeline& Pipeline::set_structured_check(StructuredCheck check) {
  structured_check_ = std::move(check);
  return *this;
}

bool Pipeline::run(Function& function) const {
  if (observer_) observer_(0, "input", function);
  bool changed = false;
  Analyses analyses(function);
  for (size_t index = 0; index < passes_.size(); ++index) {
    Pass& pass = *passes_[index];
    // A pass that reports no change keeps the analyses for the next: verifying builds
    // check that it really left the function as it was.
    std::optional<Function> before;
    if (verify_) before = function;
    const bool pass_changed = pass.run(function, analyses);
    if (pass_changed) analyses.invalidate();
    changed |= pass_changed;
    if (verify_) {
      try {
        if (!pass_changed && function != *before)
          throw InvalidFunctionError("the pass changed the function but reported no change");
        verify_function(function);
        pass.verify_guarantees(function);
        if (structured_check_ && pass.ends_structured()) structured_check_(function);
      } catch (const InvalidFunctionError& error) {
        throw InvalidFunctionError("after pass '" + std::string(pass.name()) + "' on function '" +
                                        function.name() + "': " + error.what());
      }
    }
    if (observer_) observer_(index + 1, pass.name(), function);
  }
  return changed;
}

}  // namespace untangle::structurizer
