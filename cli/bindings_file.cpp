// Parsing of --bindings files.
#include "cli/bindings_file.h"

#include <stdexcept>

#include <nlohmann/json.hpp>

#include "cli/file_io.h"

namespace untangle::cli {

namespace {

dxil::ResourceClass register_class(char letter) {
  switch (letter) {
    case 't': return dxil::ResourceClass::ShaderResource;
    case 'u': return dxil::ResourceClass::UnorderedAccess;
    case 'b': return dxil::ResourceClass::ConstantBuffer;
    case 's': return dxil::ResourceClass::Sampler;
    default: throw std::runtime_error(std::string("register class '") + letter + "' is not one of t, u, b, s");
  }
}

}  // namespace

std::vector<spirv_emit::RegisterBinding> read_bindings_file(const std::string& path) {
  std::vector<spirv_emit::RegisterBinding> bindings;
  try {
    const std::vector<uint8_t> bytes = read_file(path);
    const nlohmann::json document = nlohmann::json::parse(bytes.begin(), bytes.end());
    for (const nlohmann::json& entry : document.at("bindings")) {
      const std::string name = entry.at("register").get<std::string>();
      if (name.size() < 2) throw std::runtime_error("register \"" + name + "\" is not like \"t0\"");
      spirv_emit::RegisterBinding binding;
      binding.resource_class = register_class(name[0]);
      size_t used = 0;
      binding.register_index = static_cast<uint32_t>(std::stoul(name.substr(1), &used));
      if (used + 1 != name.size()) throw std::runtime_error("register \"" + name + "\" is not like \"t0\"");
      binding.space = entry.value("space", 0u);
      binding.set = entry.at("set").get<uint32_t>();
      binding.binding = entry.at("binding").get<uint32_t>();
      if (entry.contains("counter_binding"))
        binding.counter = {entry.value("counter_set", binding.set), entry.at("counter_binding").get<uint32_t>()};
      bindings.push_back(binding);
    }
  } catch (const std::exception& error) {
    std::string message = error.what();
    for (char& character : message)
      if (character == '\n') character = ' ';
    throw std::runtime_error("--bindings " + path + ": " + message);
  }
  return bindings;
}

}  // namespace untangle::cli
