#include "compiler/transform/kill_after_last_use.h"

#include <gtest/gtest.h>

#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

using testing::ModulesEqual;
using testing::Parse;
using testing::Print;
using testing::RunPass;

constexpr char kKernels[] = R"(
    @T.prim_func(private=True)
    def f(a: T.Buffer((T.int64(8),), "float32"), b: T.Buffer((T.int64(8),), "float32")):
        T.evaluate(0)

    @T.prim_func(private=True)
    def g(a: T.Buffer((), "float32"), b: T.Buffer((T.int64(8),), "float32")):
        T.evaluate(0)
)";

// Storages after the last tensor placed in them, tensors after their last
// use (a reshape view included; b after the tuple that holds it), trivial
// bindings gone, the result itself, constants and shapes never killed.
TEST(KillAfterLastUseTest, KillsAfterLastUse) {
  IRModule out = RunPass(KillAfterLastUse(), Parse(std::string(R"(
@I.ir_module
class Module:)") + kKernels + R"(
    @R.function
    def main(x: R.Tensor((8,), dtype="float32")) -> R.Tuple(R.Tensor((8,), dtype="float32"), R.Shape([8])):
        R.func_attr({"relax.force_pure": True})
        cls = Module
        c: R.Tensor((), dtype="float32") = R.const(1.5, "float32")
        s: R.Shape([8]) = R.shape([8])
        storage: R.Object = R.memory.alloc_storage(R.shape([32]), R.prim_value(0), R.str("global"), R.dtype("float32"))
        a: R.Tensor((8,), dtype="float32") = R.memory.alloc_tensor(storage, R.prim_value(0), R.shape([8]), R.dtype("float32"), R.prim_value(0))
        _: R.Tuple = cls.f(x, a)
        lv: R.Tensor((8,), dtype="float32") = a
        v: R.Tensor((2, 4), dtype="float32") = R.reshape(lv, R.shape([2, 4]))
        w: R.Tensor((8,), dtype="float32") = R.reshape(v, R.shape([8]))
        b: R.Tensor((8,), dtype="float32") = R.memory.alloc_tensor(storage, R.prim_value(0), R.shape([8]), R.dtype("float32"), R.prim_value(0))
        _1: R.Tuple = cls.f(w, b)
        _2: R.Tuple = cls.g(c, b)
        gv: R.Tuple(R.Tensor((8,), dtype="float32"), R.Shape([8])) = (b, s)
        return gv
)"));
  IRModule expected = Parse(std::string(R"(
@I.ir_module
class Module:)") + kKernels +
                            R"(
    @R.function
    def main(x: R.Tensor((8,), dtype="float32")) -> R.Tuple(R.Tensor((8,), dtype="float32"), R.Shape([8])):
        R.func_attr({"relax.force_pure": True})
        cls = Module
        c: R.Tensor((), dtype="float32") = R.const(1.5, "float32")
        s: R.Shape([8]) = R.shape([8])
        storage: R.Object = R.memory.alloc_storage(R.shape([32]), R.prim_value(0), R.str("global"), R.dtype("float32"))
        a: R.Tensor((8,), dtype="float32") = R.memory.alloc_tensor(storage, R.prim_value(0), R.shape([8]), R.dtype("float32"), R.prim_value(0))
        _: R.Tuple = cls.f(x, a)
        v: R.Tensor((2, 4), dtype="float32") = R.reshape(a, R.shape([2, 4]))
        _3: R.Tuple = R.memory.kill_tensor(a)
        w: R.Tensor((8,), dtype="float32") = R.reshape(v, R.shape([8]))
        _4: R.Tuple = R.memory.kill_tensor(v)
        b: R.Tensor((8,), dtype="float32") = R.memory.alloc_tensor(storage, R.prim_value(0), R.shape([8]), R.dtype("float32"), R.prim_value(0))
        _5: R.Tuple = R.memory.kill_storage(storage)
        _1: R.Tuple = cls.f(w, b)
        _6: R.Tuple = R.memory.kill_tensor(w)
        _2: R.Tuple = cls.g(c, b)
        gv: R.Tuple(R.Tensor((8,), dtype="float32"), R.Shape([8])) = (b, s)
        _7: R.Tuple = R.memory.kill_tensor(b)
        return gv
)");
  EXPECT_TRUE(ModulesEqual(out, expected));
}

// A value used inside an If branch is killed after the If; a branch kills
// its own values inside the branch.
TEST(KillAfterLastUseTest, UsesInsideIfCountAtTheIf) {
  IRModule out = RunPass(KillAfterLastUse(), Parse(std::string(R"(
@I.ir_module
class Module:)") + kKernels + R"(
    @R.function
    def main(x: R.Tensor((8,), dtype="float32"), c: R.Prim("bool")) -> R.Tensor((8,), dtype="float32"):
        R.func_attr({"relax.force_pure": True})
        cls = Module
        storage: R.Object = R.memory.alloc_storage(R.shape([32]), R.prim_value(0), R.str("global"), R.dtype("float32"))
        a: R.Tensor((8,), dtype="float32") = R.memory.alloc_tensor(storage, R.prim_value(0), R.shape([8]), R.dtype("float32"), R.prim_value(0))
        _: R.Tuple = cls.f(x, a)
        if c:
            t: R.Tensor((2, 4), dtype="float32") = R.reshape(a, R.shape([2, 4]))
            u: R.Tensor((8,), dtype="float32") = R.reshape(t, R.shape([8]))
            r = u
        else:
            r = x
        y: R.Tensor((8,), dtype="float32") = R.add(r, x)
        return y
)"));
  std::string text = Print(out);
  size_t kill_a = text.find("R.memory.kill_tensor(a)");
  size_t kill_t = text.find("R.memory.kill_tensor(t)");
  size_t if_pos = text.find("if c:");
  size_t else_pos = text.find("else:");
  size_t add = text.find("R.add(r, x)");
  ASSERT_NE(kill_a, std::string::npos) << text;
  ASSERT_NE(kill_t, std::string::npos) << text;
  EXPECT_GT(kill_t, if_pos) << text;
  EXPECT_LT(kill_t, else_pos) << text;
  EXPECT_GT(kill_a, else_pos) << text;
  EXPECT_LT(kill_a, add) << text;
  EXPECT_NE(text.find("R.memory.kill_storage(storage)"), std::string::npos) << text;
  EXPECT_NE(text.find("R.memory.kill_tensor(r)"), std::string::npos) << text;
  EXPECT_EQ(text.find("kill_tensor(y)"), std::string::npos) << text;
  EXPECT_EQ(text.find("kill_tensor(x)"), std::string::npos) << text;
}

}  // namespace
}  // namespace transform
}  // namespace rlx
