// Search over pass names and the names, bindings and ops of every snapshot.
#include "inspector/model/search.h"

#include <gtest/gtest.h>

#include "inspector/model/diff.h"

namespace rlx {
namespace inspector {
namespace {

PassTrace HandTrace() {
  PassTrace t;
  t.input =
      "@I.ir_module\nclass Module:\n    @R.function\n    def main(x: R.Tensor((2,), dtype=\"float32\")) -> "
      "R.Tensor((2,), dtype=\"float32\"):\n"
      "        with R.dataflow():\n"
      "            probs: R.Tensor((2,), dtype=\"float32\") = R.nn.softmax(x, axis=-1)\n"
      "            s: R.Tensor((2,), dtype=\"float32\") = R.sort(probs, axis=-1, descending=True)\n"
      "            R.output(s)\n"
      "        return s\n";
  PassRecord dispatch;
  dispatch.name = "DispatchSortScan";
  dispatch.changed = true;
  dispatch.after =
      "@I.ir_module\nclass Module:\n    @T.prim_func\n    def sort_kernel(A: T.Buffer((2,), \"float32\")):\n"
      "        T.evaluate(0)\n"
      "    @R.function\n    def main(x: R.Tensor((2,), dtype=\"float32\")) -> R.Tensor((2,), dtype=\"float32\"):\n"
      "        with R.dataflow():\n"
      "            probs: R.Tensor((2,), dtype=\"float32\") = R.nn.softmax(x, axis=-1)\n"
      "            s = R.call_tir(cls.sort_kernel, (probs,), out_sinfo=R.Tensor((2,), dtype=\"float32\"))\n"
      "            R.output(s)\n"
      "        return s\n";
  PassRecord dce;
  dce.name = "DeadCodeElimination";
  dce.changed = false;
  dce.after = dispatch.after;
  t.passes = {dispatch, dce};
  return t;
}

TEST(SearchTest, FindsOpsByTheirPrintedOrRegisteredName) {
  PassTrace t = HandTrace();
  SearchIndex index(t);
  std::vector<SearchHit> softmax = index.Find("relax.nn.softmax");
  // In the input and in the one changed snapshot; the unchanged one is not repeated.
  ASSERT_EQ(softmax.size(), 2u);
  EXPECT_EQ(softmax[0].kind, HitKind::kOp);
  EXPECT_EQ(softmax[0].pass, -1);
  EXPECT_EQ(softmax[0].function, "main");
  EXPECT_EQ(softmax[0].line, 6);
  EXPECT_EQ(softmax[0].text, "R.nn.softmax");
  EXPECT_EQ(softmax[1].pass, 0);
  EXPECT_EQ(softmax[1].line, 9);
  EXPECT_EQ(SplitLines(t.passes[0].after)[softmax[1].line - 1].find("R.nn.softmax") != std::string::npos, true);

  std::vector<SearchHit> sort = index.Find("SORT");
  // Pass name first, then R.sort in the input, then the kernel and the call in pass 0.
  ASSERT_GE(sort.size(), 4u);
  EXPECT_EQ(sort[0].kind, HitKind::kPass);
  EXPECT_EQ(sort[0].text, "DispatchSortScan");
  EXPECT_EQ(sort[1].text, "R.sort");
  EXPECT_EQ(sort[1].pass, -1);
  bool kernel_def = false, callee = false;
  for (const SearchHit& h : sort) {
    kernel_def |= h.kind == HitKind::kFunction && h.text == "sort_kernel" && h.pass == 0 && h.line == 4;
    callee |= h.kind == HitKind::kOp && h.text == "cls.sort_kernel" && h.function == "main";
  }
  EXPECT_TRUE(kernel_def);
  EXPECT_TRUE(callee);
}

TEST(SearchTest, FindsBindingsAndPassesButNotTypeConstructors) {
  SearchIndex index(HandTrace());
  std::vector<SearchHit> probs = index.Find("probs");
  ASSERT_FALSE(probs.empty());
  EXPECT_EQ(probs[0].kind, HitKind::kBinding);
  EXPECT_EQ(probs[0].line, 6);
  std::vector<SearchHit> dce = index.Find("deadcode");
  ASSERT_EQ(dce.size(), 1u);
  EXPECT_EQ(dce[0].kind, HitKind::kPass);
  EXPECT_EQ(dce[0].pass, 1);
  EXPECT_TRUE(index.Find("R.Tensor").empty());
  EXPECT_TRUE(index.Find("").empty());
  EXPECT_EQ(index.Find("probs", 1).size(), 1u);
}

}  // namespace
}  // namespace inspector
}  // namespace rlx
