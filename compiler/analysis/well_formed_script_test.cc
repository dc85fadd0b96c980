// The checker on modules parsed from TVMScript: well-formed text passes, and
// violations the parser accepts (it does not judge annotations or purity)
// are reported at their source location.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "compiler/analysis/well_formed.h"
#include "compiler/script/python_parser.h"
#include "compiler/script/relax_parser.h"
#include "compiler/script/tir_parser.h"

namespace rlx {
namespace relax {
namespace {

using ::testing::IsEmpty;

const char* const kHeader = R"(# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
)";

IRModule Parse(const std::string& body) { return script::ParseModuleText(kHeader + body, "m.py"); }

TEST(WellFormedScriptTest, AcceptsParsedModule) {
  IRModule mod = Parse(R"(    @T.prim_func(private=True)
    def scale(A: T.Buffer((T.int64(8),), "float32"), B: T.Buffer((T.int64(8),), "float32")):
        for i in range(T.int64(8)):
            with T.block("B"):
                vi = T.axis.spatial(T.int64(8), i)
                T.reads(A[vi])
                T.writes(B[vi])
                B[vi] = A[vi] * T.float32(2.0)

    @R.function
    def main(x: R.Tensor((8,), dtype="float32"), y: R.Tensor(("n",), dtype="float32")) -> R.Tensor((8,), dtype="float32"):
        n = T.int64()
        cls = Module
        with R.dataflow():
            lv = R.call_tir(cls.scale, (x,), out_sinfo=R.Tensor((8,), dtype="float32"))
            lv1: R.Tensor((n,), dtype="float32") = R.exp(y)
            gv: R.Tensor((8,), dtype="float32") = R.add(lv, x)
            R.output(gv)
        return gv
)");
  EXPECT_THAT(FindWellFormedErrors(mod), IsEmpty());
}

// A later buffer's bare dim defines the variable an earlier buffer's
// compound dim uses (LegalizeOps on broadcast_to from (1, min(n, 64)) to
// (1, n)); a variable no buffer defines stays an error.
TEST(WellFormedScriptTest, BufferDimsMayUseVariablesALaterBufferDefines) {
  const char* kernel = R"(    @T.prim_func(private=True)
    def widen(var_A: T.handle, var_B: T.handle):
        n = T.int64()
        A = T.match_buffer(var_A, (T.int64(1), T.min(n, T.int64(64))))
        B = T.match_buffer(var_B, (T.int64(1), %s))
        for i in range(%s):
            with T.block("B"):
                vi = T.axis.spatial(%s, i)
                T.reads(A[T.int64(0), T.int64(0)])
                T.writes(B[T.int64(0), vi])
                B[T.int64(0), vi] = A[T.int64(0), T.int64(0)]
)";
  char text[1024];
  std::snprintf(text, sizeof(text), kernel, "n", "n", "n");
  EXPECT_THAT(FindWellFormedErrors(Parse(text)), IsEmpty());
  std::snprintf(text, sizeof(text), kernel, "T.int64(8)", "T.int64(8)", "T.int64(8)");
  std::vector<Diagnostic> errors = FindWellFormedErrors(Parse(text));
  ASSERT_FALSE(errors.empty());
  EXPECT_NE(errors[0].message.find("variable 'n' is used before it is defined"), std::string::npos)
      << errors[0].message;
}

TEST(WellFormedScriptTest, ContradictoryAnnotationIsReportedAtItsBinding) {
  IRModule mod = Parse(R"(    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        y: R.Tensor((8,), dtype="float32") = R.exp(x)
        return x
)");
  std::vector<Diagnostic> errors = FindWellFormedErrors(mod);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].message,
            "in function 'main': variable 'y' of struct info R.Tensor((8,), \"float32\") cannot hold its value of "
            "struct info R.Tensor((4,), \"float32\")");
  EXPECT_EQ(errors[0].span.Location(), "m.py:9:9");
}

TEST(WellFormedScriptTest, PackedCallInPureFunction) {
  const char* body = R"(    @R.function%s
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        y = R.call_packed("my_func", x, sinfo_args=(R.Tensor((4,), dtype="float32"),))
        return y
)";
  char text[512];
  std::snprintf(text, sizeof(text), body, "");
  try {
    CheckWellFormed(Parse(text));
    FAIL() << "expected a DiagnosticError";
  } catch (const DiagnosticError& e) {
    EXPECT_EQ(e.diagnostic().message,
              "in function 'main': impure call to 'my_func' in a function marked pure (use R.function(pure=False), "
              "or set \"relax.force_pure\")");
    EXPECT_EQ(e.diagnostic().span.line(), 9);
  }
  std::snprintf(text, sizeof(text), body, "(pure=False)");
  EXPECT_THAT(FindWellFormedErrors(Parse(text)), IsEmpty());
}

std::string ReadFile(const std::string& path) {
  std::ifstream in(path);
  EXPECT_TRUE(in.good()) << "cannot open " << path;
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::vector<std::string> Messages(const IRModule& mod) {
  std::vector<std::string> out;
  for (const Diagnostic& d : FindWellFormedErrors(mod)) out.push_back(d.span.Location() + ": " + d.message);
  return out;
}

// Every *.py in a data directory, sorted, so new fixtures are checked too.
std::vector<std::string> PythonFiles(const std::string& dir) {
  std::vector<std::string> out;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (entry.path().extension() == ".py") out.push_back(entry.path().string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

TEST(WellFormedCorpusTest, ModelsAreWellFormed) {
  std::vector<std::string> files = PythonFiles("testdata/models");
  ASSERT_GE(files.size(), 6u);
  for (const std::string& path : files) {
    SCOPED_TRACE(path);
    EXPECT_THAT(Messages(script::ParseModuleText(ReadFile(path), path)), IsEmpty());
  }
}

// Each fixture is one @T.prim_func: blocks, thread bindings, allocations,
// env threads, lets, symbolic shapes, opaque blocks, lowered forms.
TEST(WellFormedCorpusTest, TirFixturesAreWellFormed) {
  std::vector<std::string> files = PythonFiles("testdata/tir");
  ASSERT_GE(files.size(), 12u);
  for (const std::string& path : files) {
    SCOPED_TRACE(path);
    py::Module m = py::ParsePython(std::make_shared<SourceFile>(path, ReadFile(path)));
    IRModuleBuilder builder;
    for (const py::StmtPtr& s : m.body) {
      if (s->kind != py::StmtKind::kFunctionDef) continue;
      auto parsed = script::ParsePrimFunc(*s);
      builder.Add(parsed.first, parsed.second);
    }
    IRModule mod = builder.Build();
    EXPECT_FALSE(mod->functions.empty());
    EXPECT_THAT(Messages(mod), IsEmpty());
  }
}

}  // namespace
}  // namespace relax
}  // namespace rlx
