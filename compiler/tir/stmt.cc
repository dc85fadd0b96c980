#include "compiler/tir/stmt.h"

namespace rlx {
namespace tir {

const char* ForKindName(ForKind kind) {
  switch (kind) {
    case ForKind::kSerial:
      return "serial";
    case ForKind::kParallel:
      return "parallel";
    case ForKind::kVectorized:
      return "vectorized";
    case ForKind::kUnrolled:
      return "unroll";
    case ForKind::kThreadBinding:
      return "thread_binding";
  }
  return "serial";
}

Stmt MakeSeq(std::vector<Stmt> stmts) {
  std::vector<Stmt> flat;
  for (Stmt& s : stmts) {
    if (!s.defined()) continue;
    if (auto seq = s.as<SeqStmtNode>()) {
      for (const Stmt& inner : seq->seq) flat.push_back(inner);
    } else {
      flat.push_back(std::move(s));
    }
  }
  if (flat.size() == 1) return flat[0];
  return Make<SeqStmtNode>(std::move(flat));
}

void PrimFuncNode::VisitFields(FieldVisitor* v) const {
  v->Visit("params", params, FieldRole::kDef);
  v->BeginArray("buffer_map", buffer_map.size(), FieldRole::kDef);
  for (const auto& kv : buffer_map) {
    v->Visit("param", kv.first);
    v->Visit("buffer", kv.second, FieldRole::kDef);
  }
  v->EndArray();
  v->Visit("ret_type", ret_type);
  v->Visit("attrs", attrs);
  v->Visit("body", body);
  v->Visit("is_private", is_private);
}

}  // namespace tir
}  // namespace rlx
