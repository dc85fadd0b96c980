// Generic attribute values: arrays, string-keyed maps and strings. These are
// what function attributes (`R.func_attr({...})`), op attributes and module
// attributes are made of, next to the PrimExpr immediates (IntImm, FloatImm,
// StringImm) from prim_expr.h.
#ifndef RLX_COMPILER_IR_CONTAINER_H_
#define RLX_COMPILER_IR_CONTAINER_H_

#include <string>
#include <utility>
#include <vector>

#include "compiler/ir/object.h"

namespace rlx {

class ArrayNode : public Object {
 public:
  explicit ArrayNode(std::vector<ObjectRef> elems) : Object(NodeKind::kArray), elems(std::move(elems)) {}
  RLX_NODE_KIND(kArray)
  void VisitFields(FieldVisitor* v) const override { v->Visit("elems", elems); }
  std::vector<ObjectRef> elems;
};
using Array = Ref<ArrayNode>;

// A map with string keys, kept sorted by key so that printing, equality and
// hashing never depend on insertion order.
class MapNode : public Object {
 public:
  using Item = std::pair<std::string, ObjectRef>;
  explicit MapNode(std::vector<Item> items);
  RLX_NODE_KIND(kMap)
  void VisitFields(FieldVisitor* v) const override;

  // Null when absent.
  ObjectRef Get(const std::string& key) const;
  bool Has(const std::string& key) const { return Get(key).defined(); }
  std::vector<Item> items;
};
using Map = Ref<MapNode>;

// Returns a copy of `map` (which may be null) with `key` set to `value`.
Map MapWith(const Map& map, const std::string& key, const ObjectRef& value);
// Returns a copy of `map` without `key` (null if it becomes empty).
Map MapWithout(const Map& map, const std::string& key);

class StringNode : public Object {
 public:
  explicit StringNode(std::string value) : Object(NodeKind::kString), value(std::move(value)) {}
  RLX_NODE_KIND(kString)
  void VisitFields(FieldVisitor* v) const override { v->Visit("value", value); }
  std::string value;
};
using String = Ref<StringNode>;

inline String MakeString(std::string s) { return Make<StringNode>(std::move(s)); }

}  // namespace rlx

#endif  // RLX_COMPILER_IR_CONTAINER_H_
