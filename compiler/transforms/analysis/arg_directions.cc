#include "compiler/transforms/analysis/arg_directions.h"

namespace ptoc::transforms {

std::optional<std::vector<ir::ArgDirection>> ReadArgDirections(const ir::Attrs& attrs) {
  const ir::AttrValue* value = attrs.Find(kArgDirectionsAttr);
  if (!value || value->kind() != ir::AttrValue::Kind::kList) return std::nullopt;
  std::vector<ir::ArgDirection> dirs;
  dirs.reserve(value->AsList().size());
  for (const auto& item : value->AsList()) {
    auto d = item.AsEnum<ir::ArgDirection>();
    if (!d) return std::nullopt;
    dirs.push_back(*d);
  }
  return dirs;
}

ir::Attrs WithArgDirections(const ir::Attrs& attrs, const std::vector<ir::ArgDirection>& dirs) {
  std::vector<ir::AttrValue> items;
  items.reserve(dirs.size());
  for (ir::ArgDirection d : dirs) items.push_back(ir::AttrValue::FromEnum(d));
  return attrs.With(kArgDirectionsAttr, ir::AttrValue::List(std::move(items)));
}

}  // namespace ptoc::transforms
