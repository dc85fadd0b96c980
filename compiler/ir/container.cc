#include "compiler/ir/container.h"

#include <algorithm>

namespace rlx {

MapNode::MapNode(std::vector<Item> in) : Object(NodeKind::kMap), items(std::move(in)) {
  std::stable_sort(items.begin(), items.end(), [](const Item& a, const Item& b) { return a.first < b.first; });
  for (size_t i = 1; i < items.size(); ++i) {
    RLX_CHECK(items[i - 1].first != items[i].first) << "duplicate map key " << items[i].first;
  }
}

void MapNode::VisitFields(FieldVisitor* v) const {
  v->BeginArray("items", items.size() * 2, FieldRole::kUse);
  for (const Item& item : items) {
    v->Visit("key", item.first);
    v->Visit("value", item.second);
  }
  v->EndArray();
}

ObjectRef MapNode::Get(const std::string& key) const {
  auto it = std::lower_bound(items.begin(), items.end(), key,
                             [](const Item& a, const std::string& k) { return a.first < k; });
  if (it != items.end() && it->first == key) return it->second;
  return ObjectRef();
}

Map MapWith(const Map& map, const std::string& key, const ObjectRef& value) {
  std::vector<MapNode::Item> items;
  if (map.defined()) {
    for (const auto& item : map->items) {
      if (item.first != key) items.push_back(item);
    }
  }
  items.emplace_back(key, value);
  return Make<MapNode>(std::move(items));
}

Map MapWithout(const Map& map, const std::string& key) {
  if (!map.defined()) return map;
  std::vector<MapNode::Item> items;
  for (const auto& item : map->items) {
    if (item.first != key) items.push_back(item);
  }
  if (items.empty()) return Map();
  return Make<MapNode>(std::move(items));
}

}  // namespace rlx
