// Random program generation, lowered straight to a CFG, then scrambled.
#include "test_support/random_cfg.h"

#include <algorithm>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "structurizer/graph.h"
#include "structurizer/orders.h"

namespace untangle::test_support {

using namespace structurizer;

namespace {

class Generator {
 public:
  Generator(uint64_t seed, const RandomCfgOptions& options) : random_(seed), options_(options) {}

  Function run() {
    current_ = fresh();
    while (current_ != kNoBlock && function_.size() < options_.target_blocks) {
      if (!options_.chained) {
        statement(0);
        continue;
      }
      const BlockId body = fresh();
      const BlockId join = fresh();
      branch(body, join);
      current_ = body;
      statement(1);
      jump(join);
      current_ = join;
    }
    if (current_ != kNoBlock) finish_with_return();
    remove_unreachable();
    if (options_.scramble) {
      merge_straight_lines();
      remove_unreachable();
      return shuffled();
    }
    return std::move(function_);
  }

 private:
  struct Breakable {
    BlockId break_target;
    BlockId continue_target;  // kNoBlock for a switch
  };

  bool chance(double probability) { return std::bernoulli_distribution(probability)(random_); }
  uint32_t below(uint32_t bound) { return std::uniform_int_distribution<uint32_t>(0, bound - 1)(random_); }
  bool budget_left() const { return function_.size() < options_.target_blocks; }

  BlockId fresh() {
    const auto number = static_cast<uint32_t>(function_.size());
    return function_.add_block("t" + std::to_string(number), number);
  }

  void jump(BlockId target) {
    if (current_ != kNoBlock) function_.set_terminator(current_, Terminator::branch(target));
    current_ = kNoBlock;
  }
  void branch(BlockId if_true, BlockId if_false) {
    if (chance(0.5)) std::swap(if_true, if_false);
    function_.set_terminator(current_, Terminator::conditional(if_true, if_false));
    current_ = kNoBlock;
  }
  // Continues at `block` if anything branches there; code after it is dead otherwise.
  void resume_at(BlockId block) { current_ = function_.block(block).predecessors.empty() ? kNoBlock : block; }

  void sequence(uint32_t depth) {
    const uint32_t length = 1 + below(depth == 0 ? 5 : 3);
    for (uint32_t i = 0; i < length && current_ != kNoBlock; ++i) statement(depth);
  }

  void statement(uint32_t depth) {
    const bool nest = depth < options_.max_depth && budget_left();
    const bool has_loop = std::any_of(stack_.begin(), stack_.end(), [](const Breakable& b) { return b.continue_target != kNoBlock; });
    // Weights: code, if, loop, switch, break, continue, return.
    std::vector<double> weights{3.0,
                                nest ? 3.0 : 0.0,
                                nest ? 2.0 : 0.0,
                                nest ? 1.0 : 0.0,
                                stack_.empty() ? 0.0 : 1.2,
                                has_loop ? 1.0 : 0.0,
                                0.5};
    if (options_.switch_loops) {
      weights[2] = nest && !has_loop ? 6.0 : weights[2];
      weights[3] = nest && has_loop ? 5.0 : weights[3];
      weights[5] = has_loop ? 2.5 : 0.0;
    }
    switch (std::discrete_distribution<int>(weights.begin(), weights.end())(random_)) {
      case 0: code(); break;
      case 1: if_statement(depth); break;
      case 2: loop(depth); break;
      case 3: switch_statement(depth); break;
      case 4: break_statement(); break;
      case 5: continue_statement(); break;
      default: return_statement(); break;
    }
  }

  void code() {
    const BlockId block = fresh();
    jump(block);
    current_ = block;
  }

  void if_statement(uint32_t depth) {
    const BlockId then_block = fresh();
    const bool has_else = chance(0.6);
    const BlockId else_block = has_else ? fresh() : kNoBlock;
    const BlockId join = fresh();
    branch(then_block, has_else ? else_block : join);
    current_ = then_block;
    sequence(depth + 1);
    jump(join);
    if (has_else) {
      current_ = else_block;
      sequence(depth + 1);
      jump(join);
    }
    resume_at(join);
  }

  void loop(uint32_t depth) {
    const BlockId exit = fresh();
    switch (below(4)) {
      case 0: {  // while (c) { body }
        const BlockId header = fresh();
        jump(header);
        const BlockId body = fresh();
        current_ = header;
        branch(body, exit);
        loop_body(body, exit, header, depth);
        jump(header);
        break;
      }
      case 1: {  // for (; c; step) { body }
        const BlockId header = fresh();
        const BlockId step = fresh();
        jump(header);
        const BlockId body = fresh();
        current_ = header;
        branch(body, exit);
        loop_body(body, exit, step, depth);
        jump(step);
        if (!function_.block(step).predecessors.empty()) function_.set_terminator(step, Terminator::branch(header));
        break;
      }
      case 2: {  // do { body } while (c)
        const BlockId body = fresh();
        const BlockId test = fresh();
        jump(body);
        loop_body(body, exit, test, depth);
        jump(test);
        if (!function_.block(test).predecessors.empty()) {
          current_ = test;
          branch(body, exit);
        }
        break;
      }
      default: {  // while (true) { body }: left only by break or return
        const BlockId header = fresh();
        jump(header);
        loop_body(header, exit, header, depth);
        jump(header);
        break;
      }
    }
    resume_at(exit);
  }

  void loop_body(BlockId entry, BlockId exit, BlockId continue_target, uint32_t depth) {
    current_ = entry;
    stack_.push_back({exit, continue_target});
    sequence(depth + 1);
    stack_.pop_back();
  }

  void switch_statement(uint32_t depth) {
    const uint32_t case_count = 1 + below(4);
    std::vector<int64_t> values(8);
    std::iota(values.begin(), values.end(), 0);
    std::shuffle(values.begin(), values.end(), random_);
    const BlockId merge = fresh();
    std::vector<BlockId> cases;
    for (uint32_t i = 0; i < case_count; ++i) cases.push_back(fresh());
    const bool has_default = chance(0.6);
    const BlockId default_block = has_default ? fresh() : merge;
    std::vector<std::pair<int64_t, BlockId>> labelled;
    for (uint32_t i = 0; i < case_count; ++i) labelled.emplace_back(values[i], cases[i]);
    function_.set_terminator(current_, Terminator::switch_on_value(default_block, labelled));
    stack_.push_back({merge, kNoBlock});
    for (uint32_t i = 0; i < case_count; ++i) {
      current_ = cases[i];
      sequence(depth + 1);
      const bool fall_through = i + 1 < case_count && chance(0.3);
      jump(fall_through ? cases[i + 1] : merge);
    }
    if (has_default) {
      current_ = default_block;
      sequence(depth + 1);
      jump(merge);
    }
    stack_.pop_back();
    resume_at(merge);
  }

  // Breaks mostly leave the innermost construct, sometimes several at once.
  uint32_t pick_level(uint32_t available) {
    return chance(0.6) ? 0 : below(available);
  }

  void break_statement() {
    const uint32_t level = pick_level(static_cast<uint32_t>(stack_.size()));
    const Breakable& target = stack_[stack_.size() - 1 - level];
    const Breakable& innermost = stack_.back();
    if (level == 0 && innermost.continue_target != kNoBlock && chance(0.25)) {
      // DXC's dx.break.cond shape: the break block keeps an edge back into the loop.
      branch(target.break_target, innermost.continue_target);
      return;
    }
    jump(target.break_target);
  }

  void continue_statement() {
    std::vector<BlockId> loops;
    for (auto it = stack_.rbegin(); it != stack_.rend(); ++it)
      if (it->continue_target != kNoBlock) loops.push_back(it->continue_target);
    jump(loops[pick_level(static_cast<uint32_t>(loops.size()))]);
  }

  void return_statement() {
    if (chance(0.5)) {
      function_.set_terminator(current_, Terminator::return_from_function());
      current_ = kNoBlock;
      return;
    }
    jump(shared_return());
  }

  void finish_with_return() {
    if (chance(0.5)) jump(shared_return());
    else function_.set_terminator(current_, Terminator::return_from_function());
    current_ = kNoBlock;
  }

  BlockId shared_return() {
    if (shared_return_ == kNoBlock) {
      shared_return_ = fresh();
      function_.set_terminator(shared_return_, Terminator::return_from_function());
    }
    return shared_return_;
  }

  void remove_unreachable() {
    const DepthFirstOrder order = depth_first_order(build_graph(function_));
    std::vector<bool> keep(function_.size());
    for (BlockId id = 0; id < function_.size(); ++id) keep[id] = order.reachable(id);
    // Unreachable blocks may still branch to reachable ones; cut those edges first.
    for (BlockId id = 0; id < function_.size(); ++id)
      if (!keep[id]) function_.set_terminator(id, Terminator::unreachable());
    const std::vector<BlockId> renumber = function_.retain(keep);
    shared_return_ = shared_return_ == kNoBlock ? kNoBlock : renumber[shared_return_];
  }

  // Folds a block into its predecessor when that is its only predecessor and branches
  // only to it, as compilers do.
  void merge_straight_lines() {
    for (BlockId block = 0; block < function_.size(); ++block) {
      for (;;) {
        const Terminator& terminator = function_.block(block).terminator;
        if (terminator.kind != TerminatorKind::Branch) break;
        const BlockId next = terminator.targets[0];
        if (next == block || next == function_.entry() || function_.block(next).predecessors.size() != 1 ||
            !chance(0.8))
          break;
        const Terminator moved = function_.block(next).terminator;
        function_.set_terminator(next, Terminator::unreachable());
        function_.set_terminator(block, moved);
      }
    }
  }

  Function shuffled() {
    std::vector<BlockId> order(function_.size());
    std::iota(order.begin(), order.end(), 0);
    std::shuffle(order.begin() + 1, order.end(), random_);
    std::swap(*std::find(order.begin(), order.end(), function_.entry()), order.front());
    std::vector<BlockId> renumber(function_.size());
    for (BlockId position = 0; position < order.size(); ++position) renumber[order[position]] = position;
    Function result("random");
    for (BlockId position = 0; position < order.size(); ++position)
      result.add_block("b" + std::to_string(position), position);
    for (BlockId position = 0; position < order.size(); ++position) {
      Terminator terminator = function_.block(order[position]).terminator;
      for (BlockId& target : terminator.targets) target = renumber[target];
      result.set_terminator(position, std::move(terminator));
    }
    return result;
  }

  std::mt19937_64 random_;
  RandomCfgOptions options_;
  Function function_{"random"};
  BlockId current_ = kNoBlock;
  std::vector<Breakable> stack_;
  BlockId shared_return_ = kNoBlock;
};

}  // namespace

Function random_cfg(uint64_t seed, const RandomCfgOptions& options) { return Generator(seed, options).run(); }

}  // namespace untangle::test_support
