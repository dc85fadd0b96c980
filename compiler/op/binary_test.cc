#include <gtest/gtest.h>

#include "compiler/op/op_test_util.h"

namespace rlx {
namespace op {
namespace {

using namespace testing;  // NOLINT

relax::VDevice Dev(const std::string& kind, int64_t id = 0) {
  return Make<relax::VDeviceNode>(Target::Parse(kind), id, "global");
}

std::string Add(const relax::Expr& a, const relax::Expr& b) { return InferStr(MakeCall("relax.add", {a, b})); }

TEST(BinaryTest, BroadcastsStaticShapes) {
  EXPECT_EQ(Add(Tensor("x", {I(2), I(3)}), Tensor("y", {I(2), I(3)})), "R.Tensor((2, 3), dtype=\"float32\")");
  EXPECT_EQ(Add(Tensor("x", {I(2), I(1), I(4)}), Tensor("y", {I(3), I(1)})), "R.Tensor((2, 3, 4), dtype=\"float32\")");
  EXPECT_EQ(Add(Tensor("x", {I(4)}), Tensor("y", {I(2), I(1)})), "R.Tensor((2, 4), dtype=\"float32\")");
  EXPECT_EQ(Add(Tensor("x", {}), Tensor("y", {I(5)})), "R.Tensor((5,), dtype=\"float32\")");
}

TEST(BinaryTest, BroadcastsSymbolicShapes) {
  TirVar n = SymVar("n"), m = SymVar("m");
  EXPECT_EQ(Add(Tensor("x", {n, I(1)}), Tensor("y", {I(1), m})), "R.Tensor((n, m), dtype=\"float32\")");
  EXPECT_EQ(Add(Tensor("x", {n, I(4)}), Tensor("y", {n, I(4)})), "R.Tensor((n, 4), dtype=\"float32\")");
  // n and m might differ (or be 1): only the rank is known.
  EXPECT_EQ(Add(Tensor("x", {n, I(4)}), Tensor("y", {m, I(4)})), "R.Tensor(dtype=\"float32\", ndim=2)");
  // n * 2 and n + n are provably the same dimension.
  EXPECT_EQ(Add(Tensor("x", {DimMul(n, I(2))}), Tensor("y", {MakeBinary(NodeKind::kAdd, n, n)})),
            "R.Tensor((n * 2,), dtype=\"float32\")");
}

TEST(BinaryTest, UnknownShapesFallBack) {
  EXPECT_EQ(Add(TensorNdim("x", 3), Tensor("y", {I(2), I(3)})), "R.Tensor(dtype=\"float32\", ndim=3)");
  EXPECT_EQ(Add(TensorNdim("x", -1), Tensor("y", {I(2), I(3)})), "R.Tensor(dtype=\"float32\")");
  // Sharing one shape variable keeps it.
  relax::Var s = ShapeVarNdim("s", 2);
  auto out = Infer(MakeCall("relax.add", {TensorOfShapeVar("x", s), TensorOfShapeVar("y", s)}))
                 .cast<relax::TensorStructInfoNode>();
  EXPECT_EQ(out->shape.get(), s.get());
  // A shape variable with known values broadcasts through them.
  relax::Var known = ShapeVar("k", {I(2), I(1)});
  EXPECT_EQ(Add(TensorOfShapeVar("x", known), Tensor("y", {I(3)})), "R.Tensor((2, 3), dtype=\"float32\")");
}

TEST(BinaryTest, ConflictingShapes) {
  EXPECT_EQ(InferError(MakeCall("relax.add", {Tensor("x", {I(2), I(3)}), Tensor("y", {I(2), I(4)})})),
            "In Op(relax.add), the first input shape at dim 1 is 3 and the second input shape at dim 1 is 4, which "
            "are not broadcastable.");
  EXPECT_EQ(InferError(MakeCall("relax.multiply", {Tensor("x", {I(5), I(2), I(3)}), Tensor("y", {I(4), I(3)})})),
            "In Op(relax.multiply), the first input shape at dim 1 is 2 and the second input shape at dim 0 is 4, "
            "which are not broadcastable.");
}

TEST(BinaryTest, Dtypes) {
  relax::Var f = Tensor("x", {I(2), I(3)});
  relax::Var i = Tensor("y", {I(2), I(3)}, I32());
  EXPECT_EQ(InferError(MakeCall("relax.add", {f, i})),
            "Binary operators must have the same datatype for both operands.  However, R.add(x, y) uses datatype "
            "float32 on the LHS (StructInfo of R.Tensor((2, 3), dtype=\"float32\")), and datatype int32 on the RHS "
            "(StructInfo of R.Tensor((2, 3), dtype=\"int32\")).");
  // bool mixes with anything and the LHS dtype wins.
  EXPECT_EQ(Add(f, Tensor("b", {I(2), I(3)}, DataType::Bool())), "R.Tensor((2, 3), dtype=\"float32\")");
  // Unknown on either side: unknown result.
  EXPECT_EQ(Add(f, Tensor("u", {I(2), I(3)}, DataType::Void())), "R.Tensor((2, 3))");
  EXPECT_EQ(Add(Tensor("u", {I(2), I(3)}, DataType::Void()), i), "R.Tensor((2, 3))");
  // Comparisons produce bool.
  EXPECT_EQ(InferStr(MakeCall("relax.less", {i, i})), "R.Tensor((2, 3), dtype=\"bool\")");
  EXPECT_EQ(InferStr(MakeCall("relax.equal", {TensorNdim("x", 2), TensorNdim("y", -1)})), "R.Tensor(dtype=\"bool\")");
}

// Every two-tensor broadcasting op broadcasts size-1 and symbolic dims.
TEST(BinaryTest, EveryBroadcastOpBroadcasts) {
  TirVar n = SymVar("n");
  int checked = 0;
  for (const OpDef* def : OpRegistry::Global().All()) {
    std::vector<const ParamSpec*> args = def->ArgParams();
    if (def->pattern != OpPatternKind::kBroadcast || args.size() != 2 || args[0]->name != "x1") continue;
    SCOPED_TRACE(def->name);
    bool cmp = def->name == "relax.equal" || def->name == "relax.not_equal" || def->name == "relax.less" ||
               def->name == "relax.less_equal" || def->name == "relax.greater" || def->name == "relax.greater_equal";
    std::string dtype = cmp ? "bool" : "float32";
    EXPECT_EQ(InferStr(MakeCall(def->name, {Tensor("x", {n, I(1)}), Tensor("y", {I(2), I(1), I(3)})})),
              "R.Tensor((2, n, 3), dtype=\"" + dtype + "\")");
    EXPECT_EQ(InferStr(MakeCall(def->name, {TensorNdim("x", 2), Tensor("y", {I(3)})})),
              "R.Tensor(dtype=\"" + dtype + "\", ndim=2)");
    ++checked;
  }
  EXPECT_EQ(checked, 26);
}

TEST(BinaryTest, PrimOperands) {
  relax::Var p = PrimVar("p", F32());
  EXPECT_EQ(Add(p, p), "R.Prim(\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.greater", {p, p})), "R.Prim(\"bool\")");
  // A PrimValue broadcasts like a shape-[1] tensor.
  EXPECT_EQ(Add(Tensor("x", {I(2), I(3)}), p), "R.Tensor((2, 3), dtype=\"float32\")");
  EXPECT_EQ(Add(Tensor("x", {}), p), "R.Tensor((1,), dtype=\"float32\")");
}

TEST(BinaryTest, ArgumentErrors) {
  relax::Var x = Tensor("x", {I(2), I(3)});
  relax::Var s = ShapeVar("s", {I(2), I(3)});
  EXPECT_EQ(InferError(MakeCall("relax.add", {s, x})),
            "Arguments to binary operators must be either R.Tensor or R.Prim types, but expression R.add(s, x) has "
            "LHS s, which has StructInfo R.Shape([2, 3])");
  EXPECT_EQ(InferError(MakeCall("relax.add", {x, s})),
            "Arguments to binary operators must be either R.Tensor or R.Prim types, but expression R.add(x, s) has "
            "RHS s, which has StructInfo R.Shape([2, 3])");
  EXPECT_EQ(InferError(MakeCall("relax.add", {x})), "Op(relax.add) op should have 2 arguments");
}

TEST(BinaryTest, VDevices) {
  relax::Var cpu = Tensor("x", {I(2)}, F32(), Dev("llvm"));
  relax::Var plain = Tensor("y", {I(2)});
  EXPECT_EQ(Add(cpu, plain), "R.Tensor((2,), dtype=\"float32\", vdevice=\"llvm:0\")");
  EXPECT_EQ(Add(plain, cpu), "R.Tensor((2,), dtype=\"float32\", vdevice=\"llvm:0\")");
  relax::Var gpu = Tensor("z", {I(2)}, F32(), Dev("cuda"));
  EXPECT_EQ(InferError(MakeCall("relax.add", {cpu, gpu})),
            "Binary operators with Tensor arguments must have the same VDevice for both operands.  However, "
            "R.add(x, z) has a LHS on VDevice llvm:0:global and a RHS on VDevice cuda:0:global");
}

TEST(WhereTest, BroadcastsAllThree) {
  relax::Var c = Tensor("c", {I(2), I(1)}, DataType::Bool());
  EXPECT_EQ(InferStr(MakeCall("relax.where", {c, Tensor("x", {I(1), I(3)}), Tensor("y", {I(3)})})),
            "R.Tensor((2, 3), dtype=\"float32\")");
  EXPECT_EQ(InferStr(MakeCall("relax.where", {c, TensorNdim("x", 3), Tensor("y", {I(3)})})),
            "R.Tensor(dtype=\"float32\", ndim=3)");
  EXPECT_EQ(InferError(MakeCall("relax.where", {Tensor("c", {I(2)}, I32()), Tensor("x", {I(2)}), Tensor("y", {I(2)})})),
            "Where requires the input condition tensor to have boolean dtype. However, the given condition dtype is "
            "int32");
  EXPECT_EQ(InferError(MakeCall("relax.where", {c, Tensor("x", {I(2), I(4)}), Tensor("y", {I(2), I(3)})})),
            "In Op(relax.where), the first input shape at dim 1 is 4 and the second input shape at dim 1 is 3, which "
            "are not broadcastable.");
}

TEST(EwiseFmaTest, RequiresEqualShapes) {
  TirVar n = SymVar("n");
  relax::Var a = Tensor("a", {n, I(3)});
  EXPECT_EQ(InferStr(MakeCall("relax.ewise_fma", {a, a, a})), "R.Tensor((n, 3), dtype=\"float32\")");
  EXPECT_EQ(InferError(MakeCall("relax.ewise_fma", {a, a, Tensor("b", {n, I(4)})})),
            "The 3 arguments of EwiseFMA must have the same shape");
  EXPECT_EQ(InferError(MakeCall("relax.ewise_fma", {a, a, Tensor("b", {I(3)})})),
            "The 3 arguments of EwiseFMA must have the same number of dimensions");
  EXPECT_EQ(InferError(MakeCall("relax.ewise_fma", {a, a, Tensor("b", {n, I(3)}, I32())})),
            "Data types float32, float32, and int32 must be equal for EwiseFMA");
}

}  // namespace
}  // namespace op
}  // namespace rlx
