// Pass-dump hook writing one DOT file per pipeline stage.
#include "graphviz/pass_dump.h"

#include <cstdio>
#include <fstream>
#include <stdexcept>
#include <string>

#include "graphviz/dot_writer.h"

namespace untangle::graphviz {

structurizer::PassObserver dot_dump_hook(const std::filesystem::path& directory, bool per_function) {
  std::filesystem::create_directories(directory);
  return [directory, per_function](size_t index, std::string_view pass_name, const structurizer::Function& function) {
    char number[16];
    std::snprintf(number, sizeof number, "%02zu", index);
    std::string file = std::string(number) + "-" + std::string(pass_name);
    if (per_function) file += "." + function.name();
    const std::filesystem::path path = directory / (file + ".dot");
    std::ofstream out(path);
    if (!out) throw std::runtime_error("cannot write DOT dump '" + path.string() + "'");
    write_dot(function, out, function.name() + " after " + std::string(pass_name));
  };
}

}  // namespace untangle::graphviz
