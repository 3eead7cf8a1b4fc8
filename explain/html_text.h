// Escaping text for HTML element content and attribute values.
#pragma once

#include <string>
#include <string_view>

namespace untangle::explain {

// Escapes & < > " and ' so the result is safe in element content and quoted attributes.
std::string escape_html(std::string_view text);

}  // namespace untangle::explain
