// Operand layout requirements of the backend's op registrations (the same
// set ResolveBackendOpLayouts repairs after the fact).
#include "compiler/transforms/analysis/backend_layout_spec.h"

#include <map>
#include <set>

namespace ptoc::transforms {

namespace {

const std::map<std::string, std::set<size_t>>& RowMajorInputs() {
  static const auto* table = [] {
    auto* t = new std::map<std::string, std::set<size_t>>();
    auto first = [&](const std::string& op, size_t arity) {
      for (size_t i = 0; i < arity; ++i) (*t)[op].insert(i);
    };
    for (const char* op :
         {"tile.add",      "tile.and",      "tile.fmod",     "tile.maximum", "tile.minimum",
          "tile.mul",      "tile.or",       "tile.shl",      "tile.shr",     "tile.sub",
          "tile.adds",     "tile.subs",     "tile.muls",     "tile.divs",    "tile.fmods",
          "tile.maximums", "tile.lrelu",    "tile.div",      "tile.rsqrt",   "tile.sort32",
          "tile.part_add", "tile.part_max", "tile.part_min", "tile.part_mul"}) {
      first(op, 2);
    }
    for (const char* op :
         {"tile.abs", "tile.exp", "tile.sqrt", "tile.recip", "tile.not", "tile.relu", "tile.log",
          "tile.cast", "tile.cmps", "tile.mrgsort_format1"}) {
      first(op, 1);
    }
    // Their scratch tile (the third operand) too, as the backend registers
    // every operand of these instructions row-major.
    first("tile.rem", 3);
    first("tile.xor", 3);
    first("tile.addsc", 3);
    first("tile.subsc", 3);
    first("tile.sel", 4);
    first("tile.mrgsort_format2", 4);
    first("tile.mscatter", 2);
    return t;
  }();
  return *table;
}

}  // namespace

bool RequiresRowMajorInput(const std::string& op, size_t index) {
  auto it = RowMajorInputs().find(op);
  return it != RowMajorInputs().end() && it->second.count(index) != 0;
}

}  // namespace ptoc::transforms
