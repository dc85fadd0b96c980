#include "compiler/ir/object.h"

namespace rlx {

const char* NodeKindName(NodeKind kind) {
  switch (kind) {
    // One macro call per kind with no separators: clang-format would read it as one statement.
    // clang-format off
#define RLX_KIND_NAME(K) \
  case NodeKind::K: return #K + 1;
    RLX_KIND_NAME(kArray) RLX_KIND_NAME(kMap) RLX_KIND_NAME(kString) RLX_KIND_NAME(kRange)
    RLX_KIND_NAME(kIntImm) RLX_KIND_NAME(kFloatImm) RLX_KIND_NAME(kStringImm) RLX_KIND_NAME(kTirVar)
    RLX_KIND_NAME(kAdd) RLX_KIND_NAME(kSub) RLX_KIND_NAME(kMul) RLX_KIND_NAME(kDiv) RLX_KIND_NAME(kMod)
    RLX_KIND_NAME(kFloorDiv) RLX_KIND_NAME(kFloorMod) RLX_KIND_NAME(kMin) RLX_KIND_NAME(kMax)
    RLX_KIND_NAME(kEQ) RLX_KIND_NAME(kNE) RLX_KIND_NAME(kLT) RLX_KIND_NAME(kLE) RLX_KIND_NAME(kGT)
    RLX_KIND_NAME(kGE) RLX_KIND_NAME(kAnd) RLX_KIND_NAME(kOr) RLX_KIND_NAME(kNot) RLX_KIND_NAME(kSelect)
    RLX_KIND_NAME(kCast) RLX_KIND_NAME(kTirCall) RLX_KIND_NAME(kTirLet) RLX_KIND_NAME(kBufferLoad)
    RLX_KIND_NAME(kRamp) RLX_KIND_NAME(kBroadcast) RLX_KIND_NAME(kIterVar) RLX_KIND_NAME(kBuffer)
    RLX_KIND_NAME(kBufferRegion) RLX_KIND_NAME(kMatchBufferRegion) RLX_KIND_NAME(kLetStmt)
    RLX_KIND_NAME(kAttrStmt) RLX_KIND_NAME(kAssertStmt) RLX_KIND_NAME(kBufferStore) RLX_KIND_NAME(kAllocate)
    RLX_KIND_NAME(kDeclBuffer) RLX_KIND_NAME(kFor) RLX_KIND_NAME(kWhile) RLX_KIND_NAME(kIfThenElse)
    RLX_KIND_NAME(kEvaluate) RLX_KIND_NAME(kSeqStmt) RLX_KIND_NAME(kBlock) RLX_KIND_NAME(kBlockRealize)
    RLX_KIND_NAME(kPrimFunc) RLX_KIND_NAME(kObjectStructInfo) RLX_KIND_NAME(kPrimStructInfo)
    RLX_KIND_NAME(kShapeStructInfo) RLX_KIND_NAME(kTensorStructInfo) RLX_KIND_NAME(kTupleStructInfo)
    RLX_KIND_NAME(kFuncStructInfo) RLX_KIND_NAME(kRelaxVar) RLX_KIND_NAME(kDataflowVar)
    RLX_KIND_NAME(kConstant) RLX_KIND_NAME(kTuple) RLX_KIND_NAME(kTupleGetItem) RLX_KIND_NAME(kShapeExpr)
    RLX_KIND_NAME(kPrimValue) RLX_KIND_NAME(kRelaxStringImm) RLX_KIND_NAME(kDataTypeImm) RLX_KIND_NAME(kCall)
    RLX_KIND_NAME(kIf) RLX_KIND_NAME(kSeqExpr) RLX_KIND_NAME(kFunction) RLX_KIND_NAME(kExternFunc)
    RLX_KIND_NAME(kGlobalVar) RLX_KIND_NAME(kOp) RLX_KIND_NAME(kVarBinding) RLX_KIND_NAME(kMatchCast)
    RLX_KIND_NAME(kBindingBlock) RLX_KIND_NAME(kDataflowBlock) RLX_KIND_NAME(kVDevice) RLX_KIND_NAME(kIRModule)
#undef RLX_KIND_NAME
    // clang-format on
  }
  return "?";
}

namespace {

class ChildVisitor : public FieldVisitor {
 public:
  explicit ChildVisitor(const std::function<void(const ObjectRef&, FieldRole)>& f) : f_(f) {}
  using FieldVisitor::Visit;
  void Visit(const char*, const ObjectRef& value, FieldRole role) override { f_(value, role); }
  void Visit(const char*, int64_t) override {}
  void Visit(const char*, double) override {}
  void Visit(const char*, const std::string&) override {}
  void Visit(const char*, const DataType&) override {}
  void BeginArray(const char*, size_t, FieldRole) override {}
  void EndArray() override {}

 private:
  const std::function<void(const ObjectRef&, FieldRole)>& f_;
};

}  // namespace

void ForEachChild(const Object& obj, const std::function<void(const ObjectRef&, FieldRole)>& f) {
  ChildVisitor v(f);
  obj.VisitFields(&v);
}

}  // namespace rlx
