// The structurizer's pass interface and the pipeline that runs passes in order, verifies
// the CFG after each one in UNTANGLE_VERIFY_PASSES builds and reports each result to an
// observer (the hook graphviz uses to dump NN-passname.dot files).
#pragma once

#include <functional>
#include <memory>
#include <string_view>
#include <vector>

#include "structurizer/analyses.h"
#include "structurizer/function.h"

namespace untangle::structurizer {

#if defined(UNTANGLE_VERIFY_PASSES)
inline constexpr bool kVerifyPassesByDefault = true;
#else
inline constexpr bool kVerifyPassesByDefault = false;
#endif

// A rewrite of the CFG. Each pass documents, next to its declaration, what it expects
// of its input and what it guarantees of its output; verify_guarantees checks the latter.
class Pass {
 public:
  virtual ~Pass() = default;
  virtual std::string_view name() const = 0;
  // Returns whether the function changed: `analyses` (of `function`) are kept for the
  // next pass only when it did not, so a pass must never change it and return false.
  virtual bool run(Function& function, Analyses& analyses) = 0;
  // Throws InvalidFunctionError when `function` lacks what run() guarantees.
  virtual void verify_guarantees(const Function& function) const = 0;
  // Whether run() guarantees SPIR-V structured output, which the pipeline's structured
  // check (an independent checker, supplied by tests) then confirms.
  virtual bool ends_structured() const { return false; }
};

// Called with (0, "input", f) before the first pass, then (i, pass name, f) after pass i.
using PassObserver = std::function<void(size_t index, std::string_view pass_name, const Function&)>;

// Throws InvalidFunctionError naming the first violation of SPIR-V's structured rules.
using StructuredCheck = std::function<void(const Function&)>;

class Pipeline {
 public:
  Pipeline& add(std::unique_ptr<Pass> pass);
  Pipeline& set_observer(PassObserver observer);
  Pipeline& set_verify(bool verify);
  // Run after each pass that ends structured, when verifying.
  Pipeline& set_structured_check(StructuredCheck check);

  // Runs every pass once, in order; returns whether any pass changed the function.
  bool run(Function& function) const;

  const std::vector<std::unique_ptr<Pass>>& passes() const { return passes_; }

 private:
  std::vector<std::unique_ptr<Pass>> passes_;
  PassObserver observer_;
  StructuredCheck structured_check_;
  bool verify_ = kVerifyPassesByDefault;
};

}  // namespace untangle::structurizer
