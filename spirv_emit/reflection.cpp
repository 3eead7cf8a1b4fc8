// Reflection JSON: a small writer with fixed key order, so output is byte-for-byte stable.
#include "spirv_emit/reflection.h"

#include <cstdio>

namespace untangle::spirv_emit {

namespace {

std::string quoted(const std::string& text) {
  std::string out = "\"";
  for (char character : text) {
    switch (character) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      default:
        if (static_cast<unsigned char>(character) < 0x20) {
          char escaped[8];
          std::snprintf(escaped, sizeof escaped, "\\u%04x",
                        static_cast<unsigned>(static_cast<unsigned char>(character)));
          out += escaped;
        } else {
          out += character;
        }
    }
  }
  return out + "\"";
}

// Members of one JSON object on one line each, indented by `indent` spaces.
class ObjectWriter {
 public:
  ObjectWriter(std::string& out, int indent) : out_(out), indent_(indent) { out_ += "{"; }
  void field(const char* key, const std::string& raw_value) {
    out_ += first_ ? "\n" : ",\n";
    first_ = false;
    out_ += std::string(indent_ + 2, ' ') + quoted(key) + ": " + raw_value;
  }
  void end() { out_ += first_ ? "}" : "\n" + std::string(indent_, ' ') + "}"; }

 private:
  std::string& out_;
  int indent_;
  bool first_ = true;
};

std::string number(uint32_t value) { return std::to_string(value); }

template <typename Item, typename Write>
std::string array(const std::vector<Item>& items, int indent, Write write) {
  if (items.empty()) return "[]";
  std::string out = "[";
  for (size_t i = 0; i < items.size(); ++i) {
    out += (i == 0 ? "\n" : ",\n") + std::string(indent + 2, ' ');
    write(out, items[i], indent + 2);
  }
  return out + "\n" + std::string(indent, ' ') + "]";
}

void write_resource(std::string& out, const ResourceReflection& resource, int indent) {
  ObjectWriter object(out, indent);
  object.field("register", quoted(resource.register_name));
  object.field("space", number(resource.space));
  object.field("class", quoted(resource.resource_class));
  object.field("kind", quoted(resource.kind));
  object.field("hlsl_type", quoted(resource.hlsl_type));
  object.field("stride", number(resource.stride));
  object.field("array_size", number(resource.array_size));
  object.field("set", number(resource.set));
  object.field("binding", number(resource.binding));
  object.field("storage_class", quoted(resource.storage_class));
  object.field("descriptor_type", quoted(resource.descriptor_type));
  object.end();
}

void write_signature_element(std::string& out, const SignatureElementReflection& element, int indent) {
  ObjectWriter object(out, indent);
  object.field("semantic", quoted(element.semantic));
  object.field("semantic_index", number(element.semantic_index));
  object.field("location", number(element.location));
  object.field("component_type", quoted(element.component_type));
  object.field("component_count", number(element.component_count));
  object.field("builtin", quoted(element.builtin));
  object.end();
}

}  // namespace

std::string reflection_to_json(const Reflection& reflection) {
  std::string out;
  ObjectWriter object(out, 0);
  object.field("entry_point", quoted(reflection.entry_point));
  object.field("stage", quoted(reflection.stage));
  object.field("workgroup_size", "[" + number(reflection.workgroup_size[0]) + ", " +
                                     number(reflection.workgroup_size[1]) + ", " +
                                     number(reflection.workgroup_size[2]) + "]");
  object.field("resources", array(reflection.resources, 2, write_resource));
  object.field("inputs", array(reflection.inputs, 2, write_signature_element));
  object.field("outputs", array(reflection.outputs, 2, write_signature_element));
  object.end();
  return out + "\n";
}

}  // namespace untangle::spirv_emit
