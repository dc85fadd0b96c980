#include "compiler/tir/transform/stmt_functor.h"

#include <string>
#include <vector>

#include "compiler/tir/transform/script_io_for_test.h"
#include "gtest/gtest.h"

namespace rlx {
namespace tir {
namespace transform {
namespace {

class Identity : public StmtExprMutator {};

class VarNames : public StmtExprVisitor {
 public:
  std::vector<std::string> names;

 protected:
  void VisitVar(const TirVar& v) override { names.push_back(v->name); }
};

TEST(StmtFunctor, UnchangedTreeKeepsEveryHandle) {
  for (const char* fixture : {"matmul.py", "nested_blocks.py", "loops.py", "lowered.py", "vector_ops.py"}) {
    PrimFunc f = ParseFixture(fixture);
    Identity id;
    EXPECT_EQ(id.VisitStmt(f->body), f->body) << fixture;
  }
}

TEST(StmtFunctor, VisitorSeesVariablesInFieldOrder) {
  PrimFunc f = ParseTir(R"(@T.prim_func
def f(A: T.Buffer((8,), "int32"), n: T.int32):
    for i in range(n):
        if i < 4:
            A[i] = n + i
)");
  VarNames v;
  v.VisitStmt(f->body);
  // loop extent, condition, stored value, index
  EXPECT_EQ(v.names, (std::vector<std::string>{"n", "i", "n", "i", "i"}));
}

TEST(StmtFunctor, SubstituteReplacesUsesAndRebuildsOnlyThePath) {
  PrimFunc f = ParseTir(R"(@T.prim_func
def f(A: T.Buffer((8,), "int32"), B: T.Buffer((8,), "int32"), n: T.int32):
    for i in range(8):
        A[i] = n * 2
    for j in range(8):
        B[j] = j
)");
  auto seq = f->body.cast<SeqStmtNode>();
  VarMap map{{f->params[2].get(), Int32(5)}};
  Stmt out = Substitute(f->body, map);
  ASSERT_NE(out, f->body);
  auto out_seq = out.cast<SeqStmtNode>();
  EXPECT_EQ(out_seq->seq[1], seq->seq[1]);  // the second loop does not use n
  EXPECT_EQ(PrintTir(WithBody(f, out), "f"),
            "@T.prim_func\n"
            "def f(A: T.Buffer((8,), \"int32\"), B: T.Buffer((8,), \"int32\"), n: T.int32):\n"
            "    for i in range(8):\n"
            "        A[i] = 10\n"
            "    for j in range(8):\n"
            "        B[j] = j\n");
  EXPECT_EQ(Substitute(f->body, VarMap{}), f->body);
}

TEST(StmtFunctor, SubstitutingAWiderValueWidensTheArithmetic) {
  TirVar i = MakeTirVar("i", DataType::Int(32));
  PrimExpr e = MakeBinary(NodeKind::kAdd, i, Int32(1));
  TirVar j = MakeTirVar("j", DataType::Int(64));
  PrimExpr out = Substitute(e, VarMap{{i.get(), j}});
  EXPECT_EQ(out->dtype, DataType::Int(64));
}

TEST(StmtFunctor, FoldBinaryFoldsLikeTVMOperators) {
  TirVar x = MakeTirVar("x", DataType::Int(32));
  EXPECT_EQ(FoldBinary(NodeKind::kAdd, Int32(0), x), PrimExpr(x));
  EXPECT_EQ(FoldBinary(NodeKind::kMul, x, Int32(1)), PrimExpr(x));
  EXPECT_EQ(FoldBinary(NodeKind::kFloorDiv, Int32(-7), Int32(2)).as<IntImmNode>()->value, -4);
  EXPECT_EQ(FoldBinary(NodeKind::kFloorMod, Int32(-7), Int32(2)).as<IntImmNode>()->value, 1);
  EXPECT_EQ(FoldBinary(NodeKind::kLT, Int32(1), Int32(2)).as<IntImmNode>()->value, 1);
  // No folding past the dtype's range or through a division by zero.
  EXPECT_TRUE(FoldBinary(NodeKind::kMul, Int32(1 << 20), Int32(1 << 20)).is<BinaryNode>());
  EXPECT_TRUE(FoldBinary(NodeKind::kFloorDiv, Int32(1), Int32(0)).is<BinaryNode>());
  // Mixed widths widen first.
  EXPECT_EQ(FoldBinary(NodeKind::kAdd, Int32(2), Int64(3))->dtype, DataType::Int(64));
}

TEST(StmtFunctor, ShapeProduct) {
  EXPECT_EQ(ShapeProduct({}).as<IntImmNode>()->value, 1);
  PrimExpr folded = ShapeProduct({Int64(4), Int64(6)});
  ASSERT_TRUE(folded.is<IntImmNode>());
  EXPECT_EQ(folded.as<IntImmNode>()->value, 24);
  TirVar n = MakeTirVar("n", DataType::Int(64));
  PrimExpr sym = ShapeProduct({n, Int64(6)});
  ASSERT_TRUE(sym.is<BinaryNode>());
  EXPECT_EQ(sym->kind(), NodeKind::kMul);
}

}  // namespace
}  // namespace transform
}  // namespace tir
}  // namespace rlx
