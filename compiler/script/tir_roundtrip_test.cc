// Round trip of @T.prim_func text: the fixtures in testdata/tir are written
// as TVM prints them; parse -> print must give them back byte for byte, and
// the IR built by the parser is checked directly so the test cannot pass by
// echoing the input.
#include <fstream>
#include <sstream>

#include "compiler/script/python_parser.h"
#include "compiler/script/tir_parser.h"
#include "compiler/script/tir_printer.h"
#include "gtest/gtest.h"

namespace rlx {
namespace script {
namespace {

using namespace tir;  // NOLINT

std::string ReadFixture(const std::string& name) {
  std::ifstream in("testdata/tir/" + name);
  EXPECT_TRUE(in.good()) << "missing fixture " << name;
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

struct Parsed {
  std::string name;
  PrimFunc func;
};

Parsed Parse(const std::string& text) {
  auto file = std::make_shared<SourceFile>("test.py", text);
  py::Module m = py::ParsePython(file);
  EXPECT_EQ(m.body.size(), 1u);
  auto r = ParsePrimFunc(*m.body.at(0));
  return {r.first, r.second};
}

std::string Print(const Parsed& p) { return PrintPrimFunc(p.func, p.name, 0); }

std::string RoundTrip(const std::string& text) { return Print(Parse(text)); }

class FixtureRoundTrip : public ::testing::TestWithParam<const char*> {};

TEST_P(FixtureRoundTrip, PrintOfParseIsCanonicalText) {
  std::string text = ReadFixture(GetParam());
  std::string printed = RoundTrip(text);
  EXPECT_EQ(printed, text);
  EXPECT_EQ(RoundTrip(printed), printed);
}

INSTANTIATE_TEST_SUITE_P(Corpus, FixtureRoundTrip,
                         ::testing::Values("elementwise_add.py", "matmul.py", "softmax_shared.py", "symbolic.py",
                                           "symbolic_compound.py", "loops.py", "lowered.py", "env_thread.py",
                                           "vector_ops.py", "where_split.py", "nested_blocks.py", "scan_opaque.py",
                                           "strided.py", "scalar_ret.py", "explicit_root.py", "legalized_dynamic.py"));

// ---- The IR behind the text.

TEST(TirParser, ElementwiseAddBuildsRootBlockAndBufferParams) {
  Parsed p = Parse(ReadFixture("elementwise_add.py"));
  EXPECT_EQ(p.name, "add");
  const PrimFunc& f = p.func;
  ASSERT_EQ(f->params.size(), 3u);
  ASSERT_EQ(f->buffer_map.size(), 3u);
  EXPECT_EQ(f->buffer_map[0].first.get(), f->params[0].get());
  EXPECT_EQ(f->buffer_map[2].second->name, "C");
  EXPECT_EQ(f->buffer_map[2].second->shape.size(), 2u);
  EXPECT_FALSE(f->is_private);
  auto root = f->body.as<BlockRealizeNode>();
  ASSERT_TRUE(root);
  EXPECT_EQ(root->block->name_hint, "root");
  auto outer = root->block->body.as<ForNode>();
  ASSERT_TRUE(outer);
  auto inner = outer->body.as<ForNode>();
  ASSERT_TRUE(inner);
  auto realize = inner->body.as<BlockRealizeNode>();
  ASSERT_TRUE(realize);
  ASSERT_EQ(realize->iter_values.size(), 2u);
  EXPECT_EQ(realize->iter_values[0].get(), outer->loop_var.get());
  EXPECT_EQ(realize->block->iter_vars[1]->iter_type, IterType::kDataPar);
  EXPECT_EQ(realize->block->reads.size(), 2u);
  EXPECT_TRUE(realize->block->explicit_writes);
  auto store = realize->block->body.as<BufferStoreNode>();
  ASSERT_TRUE(store);
  EXPECT_EQ(store->buffer.get(), f->buffer_map[2].second.get());
  EXPECT_EQ(store->value->kind(), NodeKind::kAdd);
}

TEST(TirParser, MatmulHasInitAndReduceAxis) {
  Parsed p = Parse(ReadFixture("matmul.py"));
  auto root = p.func->body.as<BlockRealizeNode>();
  ASSERT_TRUE(root);
  const ForNode* loop = root->block->body.as<ForNode>().get();
  for (int i = 0; i < 2; ++i) loop = loop->body.as<ForNode>().get();
  ASSERT_TRUE(loop);
  auto block = loop->body.as<BlockRealizeNode>()->block;
  ASSERT_EQ(block->iter_vars.size(), 3u);
  EXPECT_EQ(block->iter_vars[2]->iter_type, IterType::kCommReduce);
  ASSERT_TRUE(block->init.defined());
  EXPECT_TRUE(block->init.is<BufferStoreNode>());
  ASSERT_TRUE(p.func->attrs.defined());
  EXPECT_EQ(p.func->attrs->Get("global_symbol").as<StringNode>()->value, "mm_kernel");
  EXPECT_EQ(p.func->buffer_map[0].second->dtype, DataType::Float(16));
}

TEST(TirParser, SymbolicShapesShareVariables) {
  Parsed p = Parse(ReadFixture("symbolic.py"));
  ASSERT_EQ(p.func->buffer_map.size(), 3u);
  const Buffer& a = p.func->buffer_map[0].second;
  const Buffer& b = p.func->buffer_map[1].second;
  EXPECT_EQ(a->shape[0].get(), b->shape[0].get());
  EXPECT_EQ(a->shape[0]->dtype, DataType::Int(64));
  EXPECT_EQ(p.func->buffer_map[2].second->align, 16);
  EXPECT_TRUE(p.func->params[0]->dtype.is_handle());
}

TEST(TirParser, LoweredStatements) {
  Parsed p = Parse(ReadFixture("lowered.py"));
  auto assert_stmt = p.func->body.as<AssertStmtNode>();
  ASSERT_TRUE(assert_stmt);
  auto alloc = assert_stmt->body.as<AllocateNode>();
  ASSERT_TRUE(alloc);
  EXPECT_EQ(alloc->buffer_var->storage_scope, "shared");
  auto decl = alloc->body.as<DeclBufferNode>();
  ASSERT_TRUE(decl);
  EXPECT_EQ(decl->buffer->data.get(), alloc->buffer_var.get());
  // `T.decl_buffer` without data= allocates too.
  auto alloc2 = decl->body.as<AllocateNode>();
  ASSERT_TRUE(alloc2);
  EXPECT_EQ(alloc2->dtype, DataType::Int(32));
  auto decl2 = alloc2->body.as<DeclBufferNode>();
  ASSERT_TRUE(decl2);
  auto launch = decl2->body.as<AttrStmtNode>();
  ASSERT_TRUE(launch);
  EXPECT_EQ(launch->attr_key, "thread_extent");
  EXPECT_EQ(launch->node.as<IterVarNode>()->thread_tag, "threadIdx.x");
}

TEST(TirParser, EnvThreadSharesOneIterVar) {
  Parsed p = Parse(ReadFixture("env_thread.py"));
  auto seq = p.func->body.as<SeqStmtNode>();
  ASSERT_TRUE(seq);
  ASSERT_EQ(seq->seq.size(), 2u);
  auto first = seq->seq[0].as<AttrStmtNode>();
  auto block_launch = seq->seq[1].as<AttrStmtNode>();
  ASSERT_TRUE(first && block_launch);
  auto second = block_launch->body.as<AttrStmtNode>();
  ASSERT_TRUE(second);
  EXPECT_EQ(first->node.get(), second->node.get());
}

TEST(TirParser, PlainAssignIsLetAndOperatorsFold) {
  Parsed p = Parse(
      "@T.prim_func\n"
      "def f(A: T.Buffer((4,), \"int32\"), n: T.int32):\n"
      "    x = n + 0\n"
      "    A[0] = x * 1 + (2 + 3)\n");
  auto let = p.func->body.as<LetStmtNode>();
  ASSERT_TRUE(let);
  // n + 0 folds to n, as TVM's Python operators do.
  EXPECT_EQ(let->value.get(), p.func->params[1].get());
  auto store = let->body.as<BufferStoreNode>();
  ASSERT_TRUE(store);
  auto add = store->value.as<BinaryNode>();
  ASSERT_TRUE(add);
  EXPECT_EQ(add->a.get(), let->var.get());
  int64_t five = 0;
  ASSERT_TRUE(AsConstInt(add->b, &five));
  EXPECT_EQ(five, 5);
  EXPECT_EQ(Print(p),
            "@T.prim_func\n"
            "def f(A: T.Buffer((4,), \"int32\"), n: T.int32):\n"
            "    x: T.int32 = n\n"
            "    A[0] = x + 5\n");
}

}  // namespace
}  // namespace script
}  // namespace rlx

namespace rlx {
namespace script {
namespace {

// ---- Alternative spellings TVM has printed over time map to the same IR.

TEST(TirParserSpellings, SBlockAndNewLetSyntax) {
  std::string legacy =
      "@T.prim_func(private=True)\n"
      "def f(A: T.Buffer((8,), \"float32\"), n: T.int32):\n"
      "    # with T.sblock(\"root\"):\n"
      "    B = T.sblock_alloc_buffer((8,))\n"
      "    for i in T.serial(0, 8):\n"
      "        with T.sblock(\"B\"):\n"
      "            vi = T.axis.spatial(8, i)\n"
      "            T.reads([A[vi]])\n"
      "            T.writes(B[vi])\n"
      "            B[vi] = A[vi]\n"
      "    x: T.let[T.int32] = n + 1\n"
      "    A[x] = T.float32(0)\n";
  std::string canonical =
      "@T.prim_func(private=True)\n"
      "def f(A: T.Buffer((8,), \"float32\"), n: T.int32):\n"
      "    # with T.block(\"root\"):\n"
      "    B = T.alloc_buffer((8,))\n"
      "    for i in range(8):\n"
      "        with T.block(\"B\"):\n"
      "            vi = T.axis.spatial(8, i)\n"
      "            T.reads(A[vi])\n"
      "            T.writes(B[vi])\n"
      "            B[vi] = A[vi]\n"
      "    x: T.int32 = n + 1\n"
      "    A[x] = T.float32(0.0)\n";
  EXPECT_EQ(RoundTrip(legacy), canonical);
  EXPECT_EQ(RoundTrip(canonical), canonical);
}

TEST(TirParserSpellings, STirFunctionsPrintSTirSpellings) {
  std::string text =
      "@T.prim_func(private=True, s_tir=True)\n"
      "def f(A: T.Buffer((8,), \"float32\")):\n"
      "    # with T.sblock(\"root\"):\n"
      "    B = T.sblock_alloc_buffer((8,))\n"
      "    for i in range(8):\n"
      "        with T.sblock(\"B\"):\n"
      "            vi = T.axis.spatial(8, i)\n"
      "            T.reads(A[vi])\n"
      "            T.writes(B[vi])\n"
      "            B[vi] = A[vi]\n";
  Parsed p = Parse(text);
  EXPECT_TRUE(p.func->s_tir);
  EXPECT_TRUE(p.func->is_private);
  EXPECT_EQ(Print(p), text);
  // The same body written with the classic spellings parses to the same IR.
  std::string classic = text;
  for (auto [from, to] : {std::pair<std::string, std::string>{"T.sblock_alloc_buffer", "T.alloc_buffer"},
                          {"T.sblock(\"B\")", "T.block(\"B\")"}}) {
    classic.replace(classic.find(from), from.size(), to);
  }
  EXPECT_EQ(RoundTrip(classic), text);
}

TEST(TirParserSpellings, LoopAndAxisVariants) {
  std::string text =
      "@T.prim_func()\n"
      "def f(A: T.Buffer((4, 4), \"float32\")):\n"
      "    for i in range(0, 4):\n"
      "        for j in T.serial(4):\n"
      "            with T.block(\"A\"):\n"
      "                vi = T.axis.S(4, i)\n"
      "                vj = T.axis.spatial(4, j)\n"
      "                T.reads()\n"
      "                T.writes(A[vi, vj])\n"
      "                A[vi, vj] = T.float32(1)\n"
      "    for t in T.thread_binding(0, 32, thread=\"threadIdx.x\"):\n"
      "        for u in T.thread_binding(2, \"vthread\"):\n"
      "            A[0, 0] = A[0, 0] + T.float32(2)\n";
  std::string canonical =
      "@T.prim_func\n"
      "def f(A: T.Buffer((4, 4), \"float32\")):\n"
      "    # with T.block(\"root\"):\n"
      "    for i, j in T.grid(4, 4):\n"
      "        with T.block(\"A\"):\n"
      "            vi, vj = T.axis.remap(\"SS\", [i, j])\n"
      "            T.reads()\n"
      "            T.writes(A[vi, vj])\n"
      "            A[vi, vj] = T.float32(1.0)\n"
      "    for t in T.thread_binding(32, thread=\"threadIdx.x\"):\n"
      "        for u in T.thread_binding(2, thread=\"vthread\"):\n"
      "            A[0, 0] = A[0, 0] + T.float32(2.0)\n";
  EXPECT_EQ(RoundTrip(text), canonical);
  EXPECT_EQ(RoundTrip(canonical), canonical);
}

TEST(TirParserSpellings, WithFormsAndElif) {
  std::string text =
      "@T.prim_func\n"
      "def f(A: T.Buffer((4,), \"int32\"), n: T.int32):\n"
      "    with T.launch_thread(\"threadIdx.x\", 4) as tx:\n"
      "        A[tx] = 0\n"
      "    with T.Assert(n > 0, \"positive\"):\n"
      "        A[0] = n\n"
      "    with T.allocate([4], \"int32\", \"local\") as buf:\n"
      "        T.evaluate(buf)\n"
      "    with T.decl_buffer((4,), \"int32\") as D:\n"
      "        D[0] = 1\n"
      "    with T.attr(A, \"pragma\", 1):\n"
      "        A[1] = 1\n"
      "    if n == 0:\n"
      "        A[0] = 1\n"
      "    elif n == 1:\n"
      "        A[0] = 2\n"
      "    A[2] += 3\n";
  std::string canonical =
      "@T.prim_func\n"
      "def f(A: T.Buffer((4,), \"int32\"), n: T.int32):\n"
      "    with T.launch_thread(\"threadIdx.x\", 4) as tx:\n"
      "        A[tx] = 0\n"
      "    with T.Assert(n > 0, \"positive\"):\n"
      "        A[0] = n\n"
      "    with T.allocate([4], \"int32\", \"local\") as buf:\n"
      "        T.evaluate(buf)\n"
      "    with T.decl_buffer((4,), \"int32\") as D:\n"
      "        D[0] = 1\n"
      "    with T.attr(A, \"pragma\", 1):\n"
      "        A[1] = 1\n"
      "    if n == 0:\n"
      "        A[0] = 1\n"
      "    else:\n"
      "        if n == 1:\n"
      "            A[0] = 2\n"
      "    A[2] = A[2] + 3\n";
  EXPECT_EQ(RoundTrip(text), canonical);
  EXPECT_EQ(RoundTrip(canonical), canonical);
}

TEST(TirParserSpellings, FlatScopedStatementsAtTheEnd) {
  // The same scoped statements, last in their body, print flat.
  std::string text =
      "@T.prim_func\n"
      "def f(A: T.Buffer((4,), \"int32\"), n: T.int32):\n"
      "    with T.LetStmt(n * 2) as y:\n"
      "        with T.Assert(y > 0, \"positive\"):\n"
      "            with T.attr(A, \"pragma\", 1):\n"
      "                A[0] = y\n";
  std::string canonical =
      "@T.prim_func\n"
      "def f(A: T.Buffer((4,), \"int32\"), n: T.int32):\n"
      "    y: T.int32 = n * 2\n"
      "    assert y > 0, \"positive\"\n"
      "    T.attr(A, \"pragma\", 1)\n"
      "    A[0] = y\n";
  EXPECT_EQ(RoundTrip(text), canonical);
  EXPECT_EQ(RoundTrip(canonical), canonical);
}

TEST(TirParserSpellings, RegionSlicesAndWholeBuffers) {
  std::string text =
      "@T.prim_func\n"
      "def f(a: T.handle):\n"
      "    n = T.int32()\n"
      "    A = T.match_buffer(a, (n, 8))\n"
      "    with T.block(\"all\"):\n"
      "        T.reads(A[0:n, 2:], A[1, :4])\n"
      "        T.writes(A)\n"
      "        A[0, 0] = T.float32(0)\n";
  std::string canonical =
      "@T.prim_func\n"
      "def f(a: T.handle):\n"
      "    n = T.int32()\n"
      "    A = T.match_buffer(a, (n, 8))\n"
      "    with T.block(\"all\"):\n"
      "        T.reads(A[0:n, 2:8], A[1, 0:4])\n"
      "        T.writes(A[0:n, 0:8])\n"
      "        A[0, 0] = T.float32(0.0)\n";
  Parsed p = Parse(text);
  auto block = p.func->body.as<BlockRealizeNode>()->block;
  ASSERT_EQ(block->reads.size(), 2u);
  int64_t extent = 0;
  ASSERT_TRUE(AsConstInt(block->reads[0]->region[1]->extent, &extent));
  EXPECT_EQ(extent, 6);
  EXPECT_EQ(block->reads[0]->region[0]->extent.get(), p.func->buffer_map[0].second->shape[0].get());
  EXPECT_EQ(Print(p), canonical);
  EXPECT_EQ(RoundTrip(canonical), canonical);
}

// ---- Diagnostics carry the location of the offending syntax.

struct ErrorCase {
  const char* body;  // the function body, indented by four spaces
  int line;
  int column;
  const char* message;
};

void ExpectError(const std::string& text, int line, int column, const std::string& message) {
  auto file = std::make_shared<SourceFile>("bad.py", text);
  py::Module m = py::ParsePython(file);
  ASSERT_EQ(m.body.size(), 1u);
  try {
    ParsePrimFunc(*m.body[0]);
    ADD_FAILURE() << "expected an error: " << message;
  } catch (const DiagnosticError& e) {
    EXPECT_EQ(e.diagnostic().message, message);
    EXPECT_EQ(e.diagnostic().span.line(), line) << message;
    EXPECT_EQ(e.diagnostic().span.column(), column) << message;
  }
}

TEST(TirParserErrors, LocatedDiagnostics) {
  const std::string head =
      "@T.prim_func\n"
      "def f(A: T.Buffer((8, 8), \"float32\"), n: T.int32):\n";
  const ErrorCase cases[] = {
      {"    A[m, 0] = T.float32(0)\n", 3, 7, "undefined variable 'm'"},
      {"    A[0, 0] = T.foo(n)\n", 3, 15, "unknown intrinsic 'T.foo'"},
      {"    A[0, 0] = T.exp(n, n)\n", 3, 15, "T.exp expects 1 argument, got 2"},
      {"    B[0] = T.float32(0)\n", 3, 5, "undefined buffer 'B'"},
      {"    for i in range(8):\n        with T.block(\"b\"):\n            T.reads(B[i])\n", 5, 21,
       "undefined buffer 'B'"},
      {"    for i in range(8):\n        with T.block(\"b\"):\n            vi = T.axis.remap(\"S\", [i + 1])\n", 5, 37,
       "T.axis.remap expects loop variables, got 'i + 1'"},
      {"    for i in range(8):\n        with T.block(\"b\"):\n            vi = T.axis.remap(\"SS\", [i])\n", 5, 18,
       "T.axis.remap expects one kind and one target per loop variable, got 2 kinds, 1 loop variables and 1 "
       "targets"},
      {"    T.reads(A[0, 0])\n", 3, 5, "T.reads is only valid inside a block"},
      {"    class X:\n        pass\n", 3, 5, "unsupported statement in prim_func: class definition"},
      {"    for i in range(8):\n        break\n", 4, 9, "unsupported statement in prim_func: break"},
      {"    A[0, 0] = T.Add(T.int64(1), 2)\n", 3, 15, "T.Add expects operands of the same dtype, got int64 and int32"},
      {"    for i, j in T.grid(8):\n        pass\n", 3, 9, "T.grid has 1 extents but 2 loop variables"},
      {"    for i in T.spin(8):\n        pass\n", 3, 14,
       "unknown loop kind 'T.spin'; expected range, T.grid, T.serial, T.parallel, T.vectorized, T.unroll or "
       "T.thread_binding"},
      {"    A[0] = T.float32(0)\n", 3, 5, "buffer 'A' has 2 dimensions but is indexed with 1"},
      {"    x: T.int32 = A\n", 3, 18, "buffer 'A' cannot be used as a scalar value; index it, e.g. A[i]"},
      {"    A[0, 0] = n and n\n", 3, 15, "logical and expects boolean operands, got int32"},
      {"    if n:\n        pass\n", 3, 8, "if condition must be boolean, got int32"},
  };
  for (const ErrorCase& c : cases) ExpectError(head + c.body, c.line, c.column, c.message);
}

TEST(TirParserErrors, SignatureDiagnostics) {
  ExpectError("@T.prim_func\ndef f(A: int):\n    pass\n", 2, 10, "expected T.Buffer(...) or T.handle annotation");
  ExpectError("@T.prim_func\ndef f(A):\n    pass\n", 2, 7,
              "expected T.Buffer(...) or T.handle annotation on parameter 'A'");
  ExpectError("@T.prim_func(fast=True)\ndef f():\n    pass\n", 1, 14,
              "unknown @T.prim_func option 'fast'; valid options: private, s_tir, persistent, check_well_formed");
  ExpectError("@R.function\ndef f():\n    pass\n", 1, 2, "expected @T.prim_func, found another decorator");
  ExpectError("@T.prim_func\ndef f(n: T.int32):\n    A = T.match_buffer(n, (4,))\n", 3, 24,
              "T.match_buffer outside a block expects a T.handle parameter of the function");
}

}  // namespace
}  // namespace script
}  // namespace rlx
