// A shader's signatures as fxc prints them above the program: comment blocks headed
// "// Input signature:", "// Output signature:" and "// Patch Constant signature:" with the
// columns Name Index Mask Register SysValue Format Used, and Stream and MinPrecision for the
// parts that carry them (OSG5; ISG1/OSG1/PSG1).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dxbc/program.h"
#include "dxbc/signature.h"

namespace untangle::dxbc {

// The signature parts of one shader; absent ones are not printed.
struct Signatures {
  std::optional<Signature> input;
  std::optional<Signature> output;
  std::optional<Signature> patch_constant;
};

// The comment blocks of every present signature, each ending in "//\n". The Used column says
// the components read, for inputs, and written, for outputs (the part stores the components
// never written, of all four: the bits of those the element lacks are set), or the byte in
// hex where it has bits above w; `type` says whether the patch constants are a hull shader's
// outputs. The SysValue column names the semantics fxc stores as NONE (SV_Target: TARGET),
// and their registers without a number as fxc does (N/A oDepth ... YES); anything fxc would
// not write is printed as numbers, so that every bit reads back.
std::string print_signatures(const Signatures& signatures, ProgramType type);

namespace text {

// Collects the signature tables from a listing's comment lines, one line at a time (without
// the "//"). Throws untangle::Error naming `line_number` on a malformed row.
class SignatureReader {
 public:
  void read(std::string_view comment, size_t line_number);
  // The tables read, their Used columns turned back into the parts' masks.
  Signatures take(ProgramType type);

 private:
  enum class State : uint8_t { Outside, Title, Header, Rows };
  // A row's Used column as read: whether an output's or an input's (which says how it maps
  // to the read/write mask) is known only when the whole listing is.
  struct Pending {
    std::optional<Signature>* signature = nullptr;
    size_t index = 0;
    enum Kind : uint8_t { Letters, Raw, Yes, No } kind = Letters;
    uint8_t value = 0;            // Letters: the components; Raw: the mask itself
    std::string register_name;    // the Register column, checked for N/A rows
    size_t line_number = 0;
  };
  State state_ = State::Outside;
  std::vector<Pending> pending_;
  std::optional<Signature>* current_ = nullptr;
  bool has_stream_ = false;
  bool has_min_precision_ = false;
  Signatures signatures_;
};

}  // namespace text
}  // namespace untangle::dxbc
