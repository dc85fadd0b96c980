#include "compiler/transform/lower_alloc_tensor.h"

#include <gtest/gtest.h>

#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

using testing::ModulesEqual;
using testing::Parse;
using testing::RunPass;

constexpr char kKernel[] = R"(
    @T.prim_func(private=True)
    def f(var_a: T.handle, var_b: T.handle):
        n = T.int64()
        a = T.match_buffer(var_a, (n, T.int64(3)), "float32")
        b = T.match_buffer(var_b, (n, T.int64(3)), "float32")
        T.evaluate(0)
)";

// Static and symbolic shapes: bytes = dtype size times the dims, constants
// folded first; the storage is uint8 and the tensor keeps the device index.
TEST(LowerAllocTensorTest, EachAllocationGetsItsOwnStorage) {
  IRModule out = RunPass(LowerAllocTensor(), Parse(std::string(R"(
@I.ir_module
class Module:)") + kKernel + R"(
    @R.function
    def main(x: R.Tensor(("n", 3), dtype="float32")) -> R.Tensor(("n", 3), dtype="float32"):
        n = T.int64()
        R.func_attr({"relax.force_pure": True})
        cls = Module
        a: R.Tensor((n, 3), dtype="float32") = R.builtin.alloc_tensor(R.shape([n, 3]), R.dtype("float32"), R.prim_value(0), R.str("global"))
        _: R.Tuple = cls.f(x, a)
        b: R.Tensor((2, 3), dtype="float16") = R.builtin.alloc_tensor(R.shape([2, 3]), R.dtype("float16"), R.prim_value(0), R.str("global"))
        return a
)"));
  IRModule expected = Parse(std::string(R"(
@I.ir_module
class Module:)") + kKernel + R"(
    @R.function
    def main(x: R.Tensor(("n", 3), dtype="float32")) -> R.Tensor(("n", 3), dtype="float32"):
        n = T.int64()
        R.func_attr({"relax.force_pure": True})
        cls = Module
        storage: R.Object = R.memory.alloc_storage(R.shape([T.int64(12) * n]), R.prim_value(0), R.str("global"), R.dtype("uint8"))
        a: R.Tensor((n, 3), dtype="float32") = R.memory.alloc_tensor(storage, R.prim_value(0), R.shape([n, 3]), R.dtype("float32"), R.prim_value(0))
        _: R.Tuple = cls.f(x, a)
        storage1: R.Object = R.memory.alloc_storage(R.shape([12]), R.prim_value(0), R.str("global"), R.dtype("uint8"))
        b: R.Tensor((2, 3), dtype="float16") = R.memory.alloc_tensor(storage1, R.prim_value(0), R.shape([2, 3]), R.dtype("float16"), R.prim_value(0))
        return a
)");
  EXPECT_TRUE(ModulesEqual(out, expected));
  testing::ExpectWellFormed(out);
}

TEST(LowerAllocTensorTest, NothingToLowerIsTheSameModule) {
  IRModule m = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        return x
)");
  EXPECT_EQ(RunPass(LowerAllocTensor(), m).get(), m.get());
}

}  // namespace
}  // namespace transform
}  // namespace rlx
