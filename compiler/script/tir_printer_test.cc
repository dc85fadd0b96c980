// The printer on IR built by code rather than by the parser: free variables
// and undeclared buffers get declarations where TVM places them, builder
// names are sanitized and made unique, and the output parses back to IR that
// prints identically.
#include "compiler/script/tir_printer.h"

#include "compiler/script/python_parser.h"
#include "compiler/script/tir_parser.h"
#include "gtest/gtest.h"

namespace rlx {
namespace script {
namespace {

using namespace tir;  // NOLINT

const DataType kI32 = DataType::Int(32);
const DataType kF32 = DataType::Float(32);

PrimFunc MakeFunc(std::vector<std::pair<TirVar, Buffer>> buffers, Stmt body, bool is_private = false) {
  auto f = std::make_shared<PrimFuncNode>();
  for (const auto& kv : buffers) {
    f->params.push_back(kv.first);
    f->buffer_map.push_back(kv);
  }
  f->body = std::move(body);
  f->is_private = is_private;
  return PrimFunc(std::shared_ptr<const PrimFuncNode>(std::move(f)));
}

std::pair<TirVar, Buffer> Param(const std::string& name, DataType dtype, std::vector<PrimExpr> shape) {
  return {MakeTirVar(name + "_handle", DataType::Handle()), MakeBuffer(name, dtype, std::move(shape))};
}

Stmt Root(Stmt body) {
  auto root = std::make_shared<BlockNode>();
  root->name_hint = "root";
  root->body = std::move(body);
  return Make<BlockRealizeNode>(std::vector<PrimExpr>{}, Bool(true), Block(std::shared_ptr<const BlockNode>(root)));
}

// print -> parse -> print is stable.
void ExpectReparses(const std::string& text, const std::string& name) {
  auto file = std::make_shared<SourceFile>("printed.py", text);
  py::Module m = py::ParsePython(file);
  ASSERT_EQ(m.body.size(), 1u);
  auto parsed = ParsePrimFunc(*m.body[0]);
  EXPECT_EQ(parsed.first, name);
  EXPECT_EQ(PrintPrimFunc(parsed.second, parsed.first, 0), text);
}

TEST(TirPrinter, FreeVariableDeclaredInInnermostEnclosingFrame) {
  auto a = Param("A", kI32, {Int32(8)});
  TirVar i = MakeTirVar("i", kI32);
  TirVar m = MakeTirVar("m", kI32);
  Stmt store = Make<BufferStoreNode>(a.second, m, std::vector<PrimExpr>{i});
  PrimFunc f = MakeFunc({a}, Make<ForNode>(i, Int32(0), Int32(8), ForKind::kSerial, store));
  std::string text = PrintPrimFunc(f, "f", 0);
  EXPECT_EQ(text,
            "@T.prim_func\n"
            "def f(A: T.Buffer((8,), \"int32\")):\n"
            "    for i in range(8):\n"
            "        m = T.int32()\n"
            "        A[i] = m\n");
  ExpectReparses(text, "f");
}

TEST(TirPrinter, UndeclaredBufferIsDeclaredWhereUsed) {
  auto p_node = std::make_shared<TirVarNode>("p", DataType::Handle());
  p_node->ptr_elem_dtype = kF32;
  p_node->storage_scope = "global";
  TirVar p{std::shared_ptr<const TirVarNode>(p_node)};
  auto b_node = std::make_shared<BufferNode>();
  b_node->name = "B";
  b_node->data = p;
  b_node->dtype = kF32;
  b_node->shape = {Int32(16)};
  Buffer b{std::shared_ptr<const BufferNode>(b_node)};
  Stmt store = Make<BufferStoreNode>(b, MakeFloatImm(kF32, 1.0), std::vector<PrimExpr>{Int32(0)});
  PrimFunc f = MakeFunc({}, Make<AllocateNode>(p, kF32, std::vector<PrimExpr>{Int32(16)}, Bool(true), store), true);
  std::string text = PrintPrimFunc(f, "g", 1);
  EXPECT_EQ(text,
            "    @T.prim_func(private=True)\n"
            "    def g():\n"
            "        p = T.allocate([16], \"float32\", \"global\")\n"
            "        B = T.Buffer((16,), data=p)\n"
            "        B[0] = T.float32(1.0)\n");
}

TEST(TirPrinter, BuilderNamesAreSanitizedAndUnique) {
  auto a = Param("A", kF32, {Int32(4), Int32(4)});
  TirVar i0 = MakeTirVar("i", kI32);
  TirVar i1 = MakeTirVar("i", kI32);
  TirVar v0 = MakeTirVar("", kI32);
  TirVar v1 = MakeTirVar("", kI32);
  auto range4 = [] { return Make<RangeNode>(Int32(0), Int32(4)); };
  auto block = std::make_shared<BlockNode>();
  block->name_hint = "blk";
  block->iter_vars = {Make<IterVarNode>(range4(), v0, IterType::kDataPar),
                      Make<IterVarNode>(range4(), v1, IterType::kDataPar)};
  auto point = [](const PrimExpr& e) { return Make<RangeNode>(e, Int32(1)); };
  // Regions set by a builder print even though no script spelled them.
  block->reads = {Make<BufferRegionNode>(a.second, std::vector<Range>{point(v0), point(v1)})};
  block->body = Make<BufferStoreNode>(a.second, MakeFloatImm(kF32, 0), std::vector<PrimExpr>{v0, v1});
  Stmt realize =
      Make<BlockRealizeNode>(std::vector<PrimExpr>{i0, i1}, Bool(true), Block(std::shared_ptr<const BlockNode>(block)));
  Stmt inner = Make<ForNode>(i1, Int32(0), Int32(4), ForKind::kSerial, realize);
  Stmt outer = Make<ForNode>(i0, Int32(0), Int32(4), ForKind::kSerial, inner);
  TirVar tx = MakeTirVar("threadIdx.x", kI32);
  IterVar tiv = Make<IterVarNode>(range4(), tx, IterType::kThreadIndex, "threadIdx.x");
  Stmt launch =
      Make<AttrStmtNode>(tiv, "thread_extent", Int32(4),
                         Make<BufferStoreNode>(a.second, MakeFloatImm(kF32, 2), std::vector<PrimExpr>{tx, tx}));
  PrimFunc f = MakeFunc({a}, Root(MakeSeq({outer, launch})));
  std::string text = PrintPrimFunc(f, "h", 0);
  EXPECT_EQ(text,
            "@T.prim_func\n"
            "def h(A: T.Buffer((4, 4), \"float32\")):\n"
            "    # with T.block(\"root\"):\n"
            "    for i, i_1 in T.grid(4, 4):\n"
            "        with T.block(\"blk\"):\n"
            "            v, v_1 = T.axis.remap(\"SS\", [i, i_1])\n"
            "            T.reads(A[v, v_1])\n"
            "            A[v, v_1] = T.float32(0.0)\n"
            "    threadIdx_x = T.launch_thread(\"threadIdx.x\", 4)\n"
            "    A[threadIdx_x, threadIdx_x] = T.float32(2.0)\n");
  ExpectReparses(text, "h");
}

TEST(TirPrinter, EmptyBodiesPrintPass) {
  TirVar i = MakeTirVar("i", kI32);
  PrimFunc f = MakeFunc({}, Make<ForNode>(i, Int32(0), Int32(2), ForKind::kUnrolled, MakeSeq({})));
  std::string text = PrintPrimFunc(f, "nothing", 0);
  EXPECT_EQ(text,
            "@T.prim_func\n"
            "def nothing():\n"
            "    for i in T.unroll(2):\n"
            "        pass\n");
  ExpectReparses(text, "nothing");
}

TEST(TirPrinter, NonTrivialLoopStartAndTypedBounds) {
  TirVar i = MakeTirVar("i", DataType::Int(64));
  auto a = Param("A", kF32, {Int64(16)});
  Stmt store = Make<BufferStoreNode>(a.second, MakeFloatImm(kF32, 0), std::vector<PrimExpr>{i});
  PrimFunc f = MakeFunc({a}, Make<ForNode>(i, Int64(2), Int64(14), ForKind::kParallel, store));
  std::string text = PrintPrimFunc(f, "shifted", 0);
  EXPECT_EQ(text,
            "@T.prim_func\n"
            "def shifted(A: T.Buffer((T.int64(16),), \"float32\")):\n"
            "    for i in T.parallel(T.int64(2), T.int64(16)):\n"
            "        A[i] = T.float32(0.0)\n");
  ExpectReparses(text, "shifted");
}

}  // namespace
}  // namespace script
}  // namespace rlx
