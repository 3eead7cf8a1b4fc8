// A shader's resource bindings (the RDEF part's binding list) as fxc prints them above the
// signatures: the comment block headed "// Resource Bindings:" with the columns Name Type
// Format Dim HLSL-Bind Count (and ID before HLSL Bind from SM 5.1 on), and back, so that a
// listing's resource names survive assembling it.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "dxbc/program.h"
#include "dxbc/resource_definitions.h"

namespace untangle::dxbc {

// The table's comment block, ending in "//\n"; empty when there are no bindings. It says
// each binding's name, input type, return type and component count (typed views), view
// dimension, register, space and ID (SM 5.1) and count; the RDEF fields it leaves out (flags
// other than the component count, sample count or stride, the constant buffers' variables)
// are not kept by the round trip.
std::string print_resource_bindings(const ResourceDefinitions& definitions);

namespace text {

// Collects the "// Resource Bindings:" table from a listing's comment lines, one at a time
// (without the "//"). Throws untangle::Error naming `line_number` on a malformed row.
class ResourceBindingReader {
 public:
  void read(std::string_view comment, size_t line_number);
  // The RDEF of the table read (of `program`'s model and type; a constant buffer for each
  // cbuffer, tbuffer and structured row, without variables), or null when the listing has
  // none.
  std::optional<ResourceDefinitions> take(const Program& program);

 private:
  enum class State : uint8_t { Outside, Title, Rows };
  State state_ = State::Outside;
  bool has_id_ = false;  // the SM 5.1 form's ID column
  std::optional<ResourceDefinitions> definitions_;
};

}  // namespace text
}  // namespace untangle::dxbc
