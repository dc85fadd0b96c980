#include "compiler/transform/static_plan_block_memory.h"

#include <gtest/gtest.h>

#include <string>

#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

using namespace relax;  // NOLINT
using testing::ModulesEqual;
using testing::Parse;
using testing::Print;
using testing::RunPass;

int CountOf(const std::string& text, const std::string& what) {
  int n = 0;
  for (size_t pos = text.find(what); pos != std::string::npos; pos = text.find(what, pos + 1)) ++n;
  return n;
}

constexpr char kKernels[] = R"(
    @T.prim_func(private=True)
    def add(rxplaceholder: T.Buffer((T.int64(8),), "float32"), rxplaceholder_1: T.Buffer((), "float32"), T_add: T.Buffer((T.int64(8),), "float32")):
        T.evaluate(0)

    @T.prim_func(private=True)
    def exp(rxplaceholder: T.Buffer((T.int64(2), T.int64(4)), "float32"), compute: T.Buffer((T.int64(2), T.int64(4)), "float32")):
        T.evaluate(0)

    @T.prim_func(private=True)
    def log(rxplaceholder: T.Buffer((T.int64(10),), "float32"), compute: T.Buffer((T.int64(10),), "float32")):
        T.evaluate(0)

    @T.prim_func(private=True)
    def pad(rxplaceholder: T.Buffer((T.int64(8),), "float32"), PadInput: T.Buffer((T.int64(10),), "float32")):
        T.evaluate(0)

    @T.prim_func(private=True)
    def relu(rxplaceholder: T.Buffer((T.int64(8),), "float32"), compute: T.Buffer((T.int64(8),), "float32")):
        T.evaluate(0)
)";

// TVM's test_basic: reuse across a reshape view, growing a smaller storage,
// and the function result left unplanned.
TEST(StaticPlanBlockMemoryTest, ReusesStoragesAsTVMsBasicTest) {
  IRModule before = Parse(std::string(R"(
@I.ir_module
class Module:)") + kKernels +
                          R"(
    @R.function
    def main(x: R.Tensor((2, 4), dtype="float32")) -> R.Tensor((10,), dtype="float32"):
        R.func_attr({"relax.force_pure": True})
        cls = Module
        alloc: R.Tensor((2, 4), dtype="float32") = R.builtin.alloc_tensor(R.shape([2, 4]), R.dtype("float32"), R.prim_value(0), R.str("global"))
        _: R.Tuple = cls.exp(x, alloc)
        lv: R.Tensor((2, 4), dtype="float32") = alloc
        lv1: R.Tensor((8,), dtype="float32") = R.reshape(lv, R.shape([8]))
        alloc1: R.Tensor((8,), dtype="float32") = R.builtin.alloc_tensor(R.shape([8]), R.dtype("float32"), R.prim_value(0), R.str("global"))
        _1: R.Tuple = cls.relu(lv1, alloc1)
        lv2: R.Tensor((8,), dtype="float32") = alloc1
        alloc2: R.Tensor((8,), dtype="float32") = R.builtin.alloc_tensor(R.shape([8]), R.dtype("float32"), R.prim_value(0), R.str("global"))
        _2: R.Tuple = cls.add(lv2, R.const(1, "float32"), alloc2)
        lv3: R.Tensor((8,), dtype="float32") = alloc2
        alloc3: R.Tensor((10,), dtype="float32") = R.builtin.alloc_tensor(R.shape([10]), R.dtype("float32"), R.prim_value(0), R.str("global"))
        _3: R.Tuple = cls.pad(lv3, alloc3)
        lv4: R.Tensor((10,), dtype="float32") = alloc3
        alloc4: R.Tensor((10,), dtype="float32") = R.builtin.alloc_tensor(R.shape([10]), R.dtype("float32"), R.prim_value(0), R.str("global"))
        _4: R.Tuple = cls.log(lv4, alloc4)
        gv: R.Tensor((10,), dtype="float32") = alloc4
        return gv
)");
  IRModule expected = Parse(std::string(R"(
@I.ir_module
class Module:)") + kKernels +
                            R"(
    @R.function
    def main(x: R.Tensor((2, 4), dtype="float32")) -> R.Tensor((10,), dtype="float32"):
        R.func_attr({"relax.force_pure": True})
        cls = Module
        storage: R.Object = R.memory.alloc_storage(R.shape([32]), R.prim_value(0), R.str("global"), R.dtype("float32"))
        alloc: R.Tensor((2, 4), dtype="float32") = R.memory.alloc_tensor(storage, R.prim_value(0), R.shape([2, 4]), R.dtype("float32"), R.prim_value(0))
        _: R.Tuple = cls.exp(x, alloc)
        lv: R.Tensor((2, 4), dtype="float32") = alloc
        lv1: R.Tensor((8,), dtype="float32") = R.reshape(lv, R.shape([8]))
        storage_1: R.Object = R.memory.alloc_storage(R.shape([40]), R.prim_value(0), R.str("global"), R.dtype("float32"))
        alloc1: R.Tensor((8,), dtype="float32") = R.memory.alloc_tensor(storage_1, R.prim_value(0), R.shape([8]), R.dtype("float32"), R.prim_value(0))
        _1: R.Tuple = cls.relu(lv1, alloc1)
        lv2: R.Tensor((8,), dtype="float32") = alloc1
        alloc2: R.Tensor((8,), dtype="float32") = R.memory.alloc_tensor(storage, R.prim_value(0), R.shape([8]), R.dtype("float32"), R.prim_value(0))
        _2: R.Tuple = cls.add(lv2, R.const(1, "float32"), alloc2)
        lv3: R.Tensor((8,), dtype="float32") = alloc2
        alloc3: R.Tensor((10,), dtype="float32") = R.memory.alloc_tensor(storage_1, R.prim_value(0), R.shape([10]), R.dtype("float32"), R.prim_value(0))
        _3: R.Tuple = cls.pad(lv3, alloc3)
        lv4: R.Tensor((10,), dtype="float32") = alloc3
        alloc4: R.Tensor((10,), dtype="float32") = R.builtin.alloc_tensor(R.shape([10]), R.dtype("float32"), R.prim_value(0), R.str("global"))
        _4: R.Tuple = cls.log(lv4, alloc4)
        gv: R.Tensor((10,), dtype="float32") = alloc4
        return gv
)");
  IRModule out = RunPass(StaticPlanBlockMemory(), before);
  EXPECT_TRUE(ModulesEqual(out, expected));
  testing::ExpectWellFormed(out);
}

// Four intermediates of a chain of elementwise kernels alternate between two
// storages; the fifth result is returned and keeps its own allocation.
constexpr char kChain[] = R"(
@I.ir_module
class Module:
    @T.prim_func(private=True)
    def neg(a: T.Buffer((T.int64(4),), "float32"), b: T.Buffer((T.int64(4),), "float32")):
        T.evaluate(0)

    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        R.func_attr({"relax.force_pure": True})
        cls = Module
        a0: R.Tensor((4,), dtype="float32") = R.builtin.alloc_tensor(R.shape([4]), R.dtype("float32"), R.prim_value(0), R.str("global"))
        _0: R.Tuple = cls.neg(x, a0)
        a1: R.Tensor((4,), dtype="float32") = R.builtin.alloc_tensor(R.shape([4]), R.dtype("float32"), R.prim_value(0), R.str("global"))
        _1: R.Tuple = cls.neg(a0, a1)
        a2: R.Tensor((4,), dtype="float32") = R.builtin.alloc_tensor(R.shape([4]), R.dtype("float32"), R.prim_value(0), R.str("global"))
        _2: R.Tuple = cls.neg(a1, a2)
        a3: R.Tensor((4,), dtype="float32") = R.builtin.alloc_tensor(R.shape([4]), R.dtype("float32"), R.prim_value(0), R.str("global"))
        _3: R.Tuple = cls.neg(a2, a3)
        a4: R.Tensor((4,), dtype="float32") = R.builtin.alloc_tensor(R.shape([4]), R.dtype("float32"), R.prim_value(0), R.str("global"))
        _4: R.Tuple = cls.neg(a3, a4)
        return a4
)";

TEST(StaticPlanBlockMemoryTest, ChainOfFourIntermediatesUsesTwoStorages) {
  IRModule out = RunPass(StaticPlanBlockMemory(), Parse(kChain));
  std::string text = Print(out);
  EXPECT_EQ(CountOf(text, "R.memory.alloc_storage("), 2) << text;
  EXPECT_EQ(CountOf(text, "R.memory.alloc_tensor(storage,"), 2) << text;
  EXPECT_EQ(CountOf(text, "R.memory.alloc_tensor(storage_1,"), 2) << text;
  EXPECT_EQ(CountOf(text, "R.builtin.alloc_tensor("), 1) << text;
  EXPECT_NE(text.find("a4: R.Tensor((4,), dtype=\"float32\") = R.builtin.alloc_tensor("), std::string::npos) << text;
  testing::ExpectWellFormed(out);
}

TEST(StaticPlanBlockMemoryTest, DifferentDtypesDoNotShare) {
  IRModule out = RunPass(StaticPlanBlockMemory(), Parse(R"(
@I.ir_module
class Module:
    @T.prim_func(private=True)
    def f(a: T.Buffer((T.int64(4),), "float32"), b: T.Buffer((T.int64(4),), "float32")):
        T.evaluate(0)

    @T.prim_func(private=True)
    def g(a: T.Buffer((T.int64(4),), "float32"), b: T.Buffer((T.int64(4),), "int32")):
        T.evaluate(0)

    @T.prim_func(private=True)
    def h(a: T.Buffer((T.int64(4),), "int32"), b: T.Buffer((T.int64(4),), "float32")):
        T.evaluate(0)

    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        R.func_attr({"relax.force_pure": True})
        cls = Module
        a: R.Tensor((4,), dtype="float32") = R.builtin.alloc_tensor(R.shape([4]), R.dtype("float32"), R.prim_value(0), R.str("global"))
        _: R.Tuple = cls.f(x, a)
        b: R.Tensor((4,), dtype="int32") = R.builtin.alloc_tensor(R.shape([4]), R.dtype("int32"), R.prim_value(0), R.str("global"))
        _1: R.Tuple = cls.g(a, b)
        c: R.Tensor((4,), dtype="float32") = R.builtin.alloc_tensor(R.shape([4]), R.dtype("float32"), R.prim_value(0), R.str("global"))
        _2: R.Tuple = cls.h(b, c)
        return c
)"));
  std::string text = Print(out);
  EXPECT_NE(text.find("storage: R.Object = R.memory.alloc_storage(R.shape([16]), R.prim_value(0), R.str(\"global\"), "
                      "R.dtype(\"float32\"))"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("storage_1: R.Object = R.memory.alloc_storage(R.shape([16]), R.prim_value(0), R.str(\"global\"), "
                      "R.dtype(\"int32\"))"),
            std::string::npos)
      << text;
}

// A tensor passed to something other than a kernel (here another Relax
// function) may be kept by it: it is not planned, and neither is a tensor
// used outside its block (an If branch) or one that is returned in a tuple.
TEST(StaticPlanBlockMemoryTest, EscapingTensorsAreNotPlanned) {
  IRModule m = Parse(R"(
@I.ir_module
class Module:
    @T.prim_func(private=True)
    def f(a: T.Buffer((T.int64(4),), "float32"), b: T.Buffer((T.int64(4),), "float32")):
        T.evaluate(0)

    @R.function
    def keep(y: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        return y

    @R.function
    def main(x: R.Tensor((4,), dtype="float32"), c: R.Prim("bool")) -> R.Tuple(R.Tensor((4,), dtype="float32"), R.Tensor((4,), dtype="float32")):
        R.func_attr({"relax.force_pure": True})
        cls = Module
        a: R.Tensor((4,), dtype="float32") = R.builtin.alloc_tensor(R.shape([4]), R.dtype("float32"), R.prim_value(0), R.str("global"))
        _: R.Tuple = cls.f(x, a)
        k: R.Tensor((4,), dtype="float32") = cls.keep(a)
        b: R.Tensor((4,), dtype="float32") = R.builtin.alloc_tensor(R.shape([4]), R.dtype("float32"), R.prim_value(0), R.str("global"))
        _1: R.Tuple = cls.f(x, b)
        if c:
            d: R.Tensor((4,), dtype="float32") = R.builtin.alloc_tensor(R.shape([4]), R.dtype("float32"), R.prim_value(0), R.str("global"))
            _2: R.Tuple = cls.f(b, d)
            r = d
        else:
            r = x
        e: R.Tensor((4,), dtype="float32") = R.builtin.alloc_tensor(R.shape([4]), R.dtype("float32"), R.prim_value(0), R.str("global"))
        _3: R.Tuple = cls.f(x, e)
        t: R.Tuple(R.Tensor((4,), dtype="float32"), R.Tensor((4,), dtype="float32")) = (k, e)
        return t
)");
  IRModule out = RunPass(StaticPlanBlockMemory(), m);
  EXPECT_EQ(out.get(), m.get()) << Print(out);
}

TEST(StaticPlanBlockMemoryTest, UpperBoundAttributePlansSymbolicShapes) {
  IRModule out = RunPass(StaticPlanBlockMemory(), Parse(R"(
@I.ir_module
class Module:
    @T.prim_func(private=True)
    def f(var_a: T.handle, var_b: T.handle):
        n = T.int64()
        a = T.match_buffer(var_a, (n,), "float32")
        b = T.match_buffer(var_b, (n,), "float32")
        T.evaluate(0)

    @R.function
    def main(x: R.Tensor(("n",), dtype="float32")) -> R.Tensor(("n",), dtype="float32"):
        n = T.int64()
        R.func_attr({"relax.force_pure": True, "tir_var_upper_bound": {"n": 32}})
        cls = Module
        a: R.Tensor((n,), dtype="float32") = R.builtin.alloc_tensor(R.shape([n]), R.dtype("float32"), R.prim_value(0), R.str("global"))
        _: R.Tuple = cls.f(x, a)
        b: R.Tensor((n,), dtype="float32") = R.builtin.alloc_tensor(R.shape([n]), R.dtype("float32"), R.prim_value(0), R.str("global"))
        _1: R.Tuple = cls.f(a, b)
        return b
)"));
  std::string text = Print(out);
  // 32 elements of 4 bytes at most; the tensor keeps its symbolic shape.
  EXPECT_NE(
      text.find("R.memory.alloc_storage(R.shape([128]), R.prim_value(0), R.str(\"global\"), R.dtype(\"float32\"))"),
      std::string::npos)
      << text;
  EXPECT_NE(
      text.find("R.memory.alloc_tensor(storage, R.prim_value(0), R.shape([n]), R.dtype(\"float32\"), R.prim_value(0))"),
      std::string::npos)
      << text;
}

}  // namespace
}  // namespace transform
}  // namespace rlx
