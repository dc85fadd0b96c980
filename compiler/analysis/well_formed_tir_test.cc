// TIR rules of the well-formed checker, on PrimFuncs built node by node.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "compiler/analysis/well_formed.h"
#include "compiler/analysis/well_formed_test_util.h"

namespace rlx {
namespace relax {
namespace {

using namespace wftest;  // NOLINT: test builders

using ::testing::ElementsAre;
using ::testing::IsEmpty;

using tir::Stmt;

std::vector<std::string> PrimFuncErrors(const tir::PrimFunc& f, const std::string& name = "add") {
  return Messages(ModuleOf(name, f));
}

tir::Stmt Seq2(const tir::Stmt& a, const tir::Stmt& b) { return Make<tir::SeqStmtNode>(std::vector<tir::Stmt>{a, b}); }

tir::Stmt ThreadLoop(const TirVar& v, const PrimExpr& extent, const std::string& tag, const tir::Stmt& body) {
  auto loop = std::make_shared<tir::ForNode>(v, Int64(0), extent, tir::ForKind::kThreadBinding, body);
  loop->thread_tag = tag;
  return Freeze(std::move(loop));
}

// A buffer viewing existing storage `data` (lowered TIR style).
Buffer BufferOver(const std::string& name, const TirVar& data, std::vector<PrimExpr> shape) {
  auto b = std::make_shared<BufferNode>();
  b->name = name;
  b->data = data;
  b->dtype = DataType::Float(32);
  b->shape = std::move(shape);
  return Freeze(std::move(b));
}

PrimExpr F32Imm(double v) { return MakeFloatImm(DataType::Float(32), v); }

TEST(WellFormedTirTest, AcceptsBlockKernel) { EXPECT_THAT(PrimFuncErrors(AddKernel().Build()), IsEmpty()); }

// row_sum from testdata/models/tir_kernels.py: symbolic buffer shapes,
// thread-bound loops, a shared allocation in the root block, a predicate on
// an outer loop variable and a reduction init.
TEST(WellFormedTirTest, AcceptsSymbolicThreadedReduction) {
  TirVar n = I64Var("n"), pa = HandleVar("var_A"), pb = HandleVar("var_B");
  Buffer A = MakeBuffer("A", DataType::Float(32), {n, Int64(256)});
  Buffer B = MakeBuffer("B", DataType::Float(32), {n});
  Buffer red = MakeBuffer("red_buf", DataType::Float(32), {Int64(256)}, "shared");
  TirVar bx = I64Var("bx"), tx = I64Var("tx"), k = I64Var("k");
  TirVar v_bx = I64Var("v_bx"), v_tx = I64Var("v_tx"), v_bx2 = I64Var("v_bx"), v_k = I64Var("v_k");

  BlockSpec load;
  load.name = "load";
  load.iter_vars = {Make<tir::IterVarNode>(Make<RangeNode>(Int64(0), n), v_bx, tir::IterType::kDataPar),
                    Spatial(v_tx, 256)};
  load.reads = {Point(A, {v_bx, v_tx})};
  load.writes = {Point(red, {v_tx})};
  load.body = Store(red, Load(A, {v_bx, v_tx}), {v_tx});

  BlockSpec sum;
  sum.name = "sum";
  sum.iter_vars = {Make<tir::IterVarNode>(Make<RangeNode>(Int64(0), n), v_bx2, tir::IterType::kDataPar),
                   Make<tir::IterVarNode>(Make<RangeNode>(Int64(0), Int64(256)), v_k, tir::IterType::kCommReduce)};
  sum.reads = {Point(red, {v_k})};
  sum.writes = {Point(B, {v_bx2})};
  sum.init = Store(B, F32Imm(0), {v_bx2});
  sum.body = Store(B, MakeBinary(NodeKind::kAdd, Load(B, {v_bx2}), Load(red, {v_k})), {v_bx2});
  Stmt sum_realize = Make<tir::BlockRealizeNode>(std::vector<PrimExpr>{bx, k}, MakeBinary(NodeKind::kEQ, tx, Int64(0)),
                                                 MakeBlock(sum));

  Stmt body = ThreadLoop(
      bx, n, "blockIdx.x",
      ThreadLoop(tx, Int64(256), "threadIdx.x", Seq2(Realize({bx, tx}, MakeBlock(load)), Loop(k, 256, sum_realize))));
  tir::PrimFunc f = MakePrimFunc({pa, pb}, {{pa, A}, {pb, B}}, Root(body, {red}));
  EXPECT_THAT(PrimFuncErrors(f, "row_sum"), IsEmpty());
}

// Lowered TIR: thread_extent attributes (the same thread twice), an
// Allocate with a buffer over its pointer, a let, and a DeclBuffer.
TEST(WellFormedTirTest, AcceptsLoweredKernel) {
  TirVar pa = HandleVar("var_A");
  Buffer A = MakeBuffer("A", DataType::Float(32), {Int64(4)});
  TirVar tx = I64Var("threadIdx.x"), storage = HandleVar("tmp"), t = I64Var("t");
  tir::IterVar thread =
      Make<tir::IterVarNode>(Make<RangeNode>(Int64(0), Int64(4)), tx, tir::IterType::kThreadIndex, "threadIdx.x");
  Buffer tmp = BufferOver("tmp", storage, {Int64(4)});
  Buffer view = BufferOver("view", storage, {Int64(4)});
  Stmt inner = Make<tir::SeqStmtNode>(
      std::vector<Stmt>{Store(tmp, Load(A, {tx}), {tx}),
                        Make<tir::LetStmtNode>(t, MakeBinary(NodeKind::kMul, tx, Int64(2)), Make<tir::EvaluateNode>(t)),
                        Make<tir::DeclBufferNode>(view, Store(view, F32Imm(0), {tx}))});
  Stmt first = Make<tir::AttrStmtNode>(
      thread, "thread_extent", Int64(4),
      Make<tir::AllocateNode>(storage, DataType::Float(32), std::vector<PrimExpr>{Int64(4)}, Bool(true), inner));
  Stmt second = Make<tir::AttrStmtNode>(thread, "thread_extent", Int64(4), Store(A, F32Imm(1), {tx}));
  EXPECT_THAT(PrimFuncErrors(MakePrimFunc({pa}, {{pa, A}}, Seq2(first, second)), "lowered"), IsEmpty());
}

TEST(WellFormedTirTest, UndeclaredBuffer) {
  AddKernel k;
  tir::PrimFunc f = MakePrimFunc({k.pa, k.pb, k.pc}, {{k.pa, k.A}, {k.pb, k.B}}, k.Nest(k.Spec(), {k.i, k.j}));
  // Named in writes and stored to: one problem, reported once.
  EXPECT_THAT(PrimFuncErrors(f), ElementsAre("in prim_func 'add': buffer 'C' is not declared"));
  try {
    CheckWellFormed(ModuleOf("add", f));
    FAIL() << "expected a DiagnosticError";
  } catch (const DiagnosticError& e) {
    EXPECT_EQ(e.diagnostic().message, "in prim_func 'add': buffer 'C' is not declared");
  }
}

TEST(WellFormedTirTest, UndefinedVariable) {
  AddKernel k;
  TirVar stray = I64Var("stray");
  BlockSpec spec = k.Spec();
  spec.body = Make<tir::IfThenElseNode>(MakeBinary(NodeKind::kLT, stray, Int64(4)), spec.body, Stmt());
  EXPECT_THAT(PrimFuncErrors(k.Build(spec)),
              ElementsAre("in prim_func 'add': variable 'stray' is used before it is defined"));
}

TEST(WellFormedTirTest, LoopVariableRedefined) {
  AddKernel k;
  // Nested loops over the same variable.
  Stmt nested = Root(Loop(k.i, 4, Loop(k.i, 4, Realize({k.i, k.i}, MakeBlock(k.Spec())))));
  EXPECT_THAT(PrimFuncErrors(MakePrimFunc({k.pa, k.pb, k.pc}, k.BufferMap(), nested)),
              ElementsAre("in prim_func 'add': variable 'i' is defined twice"));
  // Two loops in sequence reusing it.
  Stmt sequential = Seq2(Loop(k.j, 4, Make<tir::EvaluateNode>(k.j)), Loop(k.j, 4, Make<tir::EvaluateNode>(k.j)));
  EXPECT_THAT(PrimFuncErrors(MakePrimFunc({k.pa, k.pb, k.pc}, k.BufferMap(), sequential)),
              ElementsAre("in prim_func 'add': variable 'j' is defined twice"));
}

TEST(WellFormedTirTest, BlockIterVarsAndBindingsMustMatch) {
  AddKernel k;
  tir::PrimFunc f = MakePrimFunc({k.pa, k.pb, k.pc}, k.BufferMap(), k.Nest(k.Spec(), {k.i}));
  EXPECT_THAT(PrimFuncErrors(f),
              ElementsAre("in prim_func 'add': block 'T_add' has 2 iter vars but is realized with 1 binding"));
}

TEST(WellFormedTirTest, AccessNeedsOneIndexPerDimension) {
  AddKernel k;
  BlockSpec spec = k.Spec();
  spec.body = Store(k.C, Load(k.A, {k.vi}), {k.vi, k.vj});
  EXPECT_THAT(PrimFuncErrors(k.Build(spec)),
              ElementsAre("in prim_func 'add': buffer 'A' has 2 dimensions but is accessed with 1 index"));
  spec = k.Spec();
  spec.reads = {Point(k.A, {k.vi}), Point(k.B, {k.vi, k.vj})};
  EXPECT_THAT(PrimFuncErrors(k.Build(spec)),
              ElementsAre("in prim_func 'add': the region of buffer 'A' has 1 range but the buffer has 2 dimensions"));
}

TEST(WellFormedTirTest, LoopVariableMustNotLeakIntoBlock) {
  AddKernel k;
  BlockSpec spec = k.Spec();
  spec.body = Store(k.C, Load(k.A, {k.i, k.vj}), {k.vi, k.vj});
  EXPECT_THAT(PrimFuncErrors(k.Build(spec)),
              ElementsAre("in prim_func 'add': loop variable 'i' is defined outside block 'T_add' but used inside it "
                          "(bind it to a block iter var)"));
}

TEST(WellFormedTirTest, BlockIterVarsAreDefinedOnce) {
  AddKernel k;
  // Two blocks sharing one iter var object.
  Stmt body = Root(Loop(
      k.i, 4, Loop(k.j, 4, Seq2(Realize({k.i, k.j}, MakeBlock(k.Spec())), Realize({k.i, k.j}, MakeBlock(k.Spec()))))));
  EXPECT_THAT(PrimFuncErrors(MakePrimFunc({k.pa, k.pb, k.pc}, k.BufferMap(), body)),
              ElementsAre("in prim_func 'add': variable 'vi' is defined twice",
                          "in prim_func 'add': variable 'vj' is defined twice"));
}

TEST(WellFormedTirTest, AllocatedBufferEndsWithItsBlock) {
  AddKernel k;
  Buffer scratch = MakeBuffer("scratch", DataType::Float(32), {Int64(4)});
  BlockSpec alloc;
  alloc.name = "alloc";
  alloc.alloc_buffers = {scratch};
  alloc.body = Store(scratch, F32Imm(0), {Int64(0)});
  Stmt body = Seq2(Realize({}, MakeBlock(alloc)), Store(scratch, F32Imm(1), {Int64(1)}));
  EXPECT_THAT(PrimFuncErrors(MakePrimFunc({}, {}, body)),
              ElementsAre("in prim_func 'add': buffer 'scratch' is used outside the scope of its declaration"));
}

TEST(WellFormedTirTest, AllocationAndLetEndWithTheirBodies) {
  TirVar storage = HandleVar("tmp"), t = I64Var("t");
  Buffer tmp = BufferOver("tmp", storage, {Int64(4)});
  Stmt alloc = Make<tir::AllocateNode>(storage, DataType::Float(32), std::vector<PrimExpr>{Int64(4)}, Bool(true),
                                       Store(tmp, F32Imm(0), {Int64(0)}));
  EXPECT_THAT(PrimFuncErrors(MakePrimFunc({}, {}, Seq2(alloc, Store(tmp, F32Imm(0), {Int64(1)})))),
              ElementsAre("in prim_func 'add': buffer 'tmp' is not declared"));
  Stmt let = Make<tir::LetStmtNode>(t, Int64(1), Make<tir::EvaluateNode>(t));
  EXPECT_THAT(PrimFuncErrors(MakePrimFunc({}, {}, Seq2(let, Make<tir::EvaluateNode>(t)))),
              ElementsAre("in prim_func 'add': variable 't' is used outside the scope that defines it"));
}

TEST(WellFormedTirTest, MatchBufferDeclaresItsBufferAndShapeVariables) {
  AddKernel k;
  TirVar m = I64Var("m");
  Buffer tile = MakeBuffer("tile", DataType::Float(32), {m, Int64(4)});
  auto whole = Make<tir::BufferRegionNode>(
      k.A, std::vector<Range>{Make<RangeNode>(Int64(0), Int64(4)), Make<RangeNode>(Int64(0), Int64(4))});
  BlockSpec spec;
  spec.name = "view";
  spec.match_buffers = {Make<tir::MatchBufferRegionNode>(tile, whole)};
  spec.body = Loop(k.i, 4, Store(tile, F32Imm(0), {MakeBinary(NodeKind::kFloorMod, k.i, m), Int64(0)}));
  EXPECT_THAT(PrimFuncErrors(MakePrimFunc({k.pa}, {{k.pa, k.A}}, Realize({}, MakeBlock(spec)))), IsEmpty());
  // The same view of an undeclared buffer.
  EXPECT_THAT(PrimFuncErrors(MakePrimFunc({k.pa}, {}, Realize({}, MakeBlock(spec)))),
              ElementsAre("in prim_func 'add': buffer 'A' is not declared"));
}

TEST(WellFormedTirTest, BufferMapMustBindParameters) {
  AddKernel k;
  tir::PrimFunc f = MakePrimFunc({k.pa, k.pb}, k.BufferMap(), k.Nest(k.Spec(), {k.i, k.j}));
  EXPECT_THAT(PrimFuncErrors(f),
              ElementsAre("in prim_func 'add': buffer 'C' is bound to 'var_C', which is not a parameter"));
}

TEST(WellFormedTirTest, GlobalSymbolMayDifferFromTheName) {
  // The symbol a kernel is exported under is free (testdata/tir/matmul.py).
  AddKernel k;
  auto f = std::make_shared<tir::PrimFuncNode>();
  f->params = {k.pa, k.pb, k.pc};
  f->buffer_map = k.BufferMap();
  f->body = k.Nest(k.Spec(), {k.i, k.j});
  f->attrs = MapWith(Map(), "global_symbol", MakeString("add_kernel"));
  EXPECT_THAT(PrimFuncErrors(Freeze(std::move(f))), IsEmpty());
}

}  // namespace
}  // namespace relax
}  // namespace rlx
