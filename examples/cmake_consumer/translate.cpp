// untangle's C++ interface (untangle.hpp): translate IN to OUT.spv, as `untangle translate` does.
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

#include <untangle/untangle.hpp>

int main(int argc, char** argv) {
  if (argc < 3) {
    std::cerr << "usage: " << argv[0] << " IN.dxil OUT.spv [ENTRY]\n";
    return 2;
  }
  std::ifstream input(argv[1], std::ios::binary);
  const std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(input)), std::istreambuf_iterator<char>());
  try {
    const untangle::Module module = untangle::Module::parse(bytes);
    const untangle::Translation translation = module.translate(argc > 3 ? argv[3] : "");
    const std::span<const uint32_t> words = translation.words();
    std::ofstream(argv[2], std::ios::binary)
        .write(reinterpret_cast<const char*>(words.data()), static_cast<std::streamsize>(words.size_bytes()));
    for (const std::string& warning : translation.warnings()) std::cerr << argv[1] << ": warning: " << warning << "\n";
    std::cout << translation.entry_point().name << ": " << words.size() << " words, "
              << translation.resources().size() << " resources\n";
  } catch (const untangle::TranslationError& error) {
    std::cerr << argv[1] << ": " << error.what() << "\n";
    return 1;
  }
  return 0;
}
