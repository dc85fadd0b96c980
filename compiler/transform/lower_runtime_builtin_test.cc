#include "compiler/transform/lower_runtime_builtin.h"

#include <gtest/gtest.h>

#include <string>

#include "compiler/support/diagnostic.h"
#include "compiler/transform/kill_after_last_use.h"
#include "compiler/transform/lower_alloc_tensor.h"
#include "compiler/transform/static_plan_block_memory.h"
#include "compiler/transform/transform_test_util.h"

namespace rlx {
namespace transform {
namespace {

using testing::ModulesEqual;
using testing::Parse;
using testing::RunPass;

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

// TVM's test_basic end to end: StaticPlanBlockMemory, LowerAllocTensor,
// KillAfterLastUse, LowerRuntimeBuiltin give its ExpectedLowered.
TEST(LowerRuntimeBuiltinTest, TVMsBasicPlanLoweredToVMForms) {
  IRModule m = Parse(std::string(R"(
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
  for (const PassPtr& p : {StaticPlanBlockMemory(), LowerAllocTensor(), KillAfterLastUse(), LowerRuntimeBuiltin()}) {
    m = RunPass(p, m);
  }
  IRModule expected = Parse(std::string(R"(
@I.ir_module
class Module:)") + kKernels +
                            R"(
    @R.function
    def main(x: R.Tensor((2, 4), dtype="float32")) -> R.Tensor((10,), dtype="float32"):
        R.func_attr({"relax.force_pure": True})
        cls = Module
        storage: R.Object = R.vm.alloc_storage(R.shape([32]), R.prim_value(0), R.dtype("uint8"), R.str("global"))
        alloc: R.Tensor((2, 4), dtype="float32") = R.vm.alloc_tensor(storage, R.prim_value(0), R.shape([2, 4]), R.dtype("float32"), R.prim_value(0))
        _: R.Tuple = cls.exp(x, alloc)
        lv1: R.Tensor((8,), dtype="float32") = R.call_packed("vm.builtin.reshape", alloc, R.shape([8]), sinfo_args=(R.Tensor((8,), dtype="float32"),))
        _5: R.Tuple = R.vm.kill_object(alloc)
        storage1: R.Object = R.vm.alloc_storage(R.shape([40]), R.prim_value(0), R.dtype("uint8"), R.str("global"))
        alloc1: R.Tensor((8,), dtype="float32") = R.vm.alloc_tensor(storage1, R.prim_value(0), R.shape([8]), R.dtype("float32"), R.prim_value(0))
        _1: R.Tuple = cls.relu(lv1, alloc1)
        _6: R.Tuple = R.vm.kill_object(lv1)
        alloc2: R.Tensor((8,), dtype="float32") = R.vm.alloc_tensor(storage, R.prim_value(0), R.shape([8]), R.dtype("float32"), R.prim_value(0))
        _7: R.Tuple = R.vm.kill_object(storage)
        _2: R.Tuple = cls.add(alloc1, R.const(1, "float32"), alloc2)
        _8: R.Tuple = R.vm.kill_object(alloc1)
        alloc3: R.Tensor((10,), dtype="float32") = R.vm.alloc_tensor(storage1, R.prim_value(0), R.shape([10]), R.dtype("float32"), R.prim_value(0))
        _9: R.Tuple = R.vm.kill_object(storage1)
        _3: R.Tuple = cls.pad(alloc2, alloc3)
        _10: R.Tuple = R.vm.kill_object(alloc2)
        storage2: R.Object = R.vm.alloc_storage(R.shape([40]), R.prim_value(0), R.dtype("uint8"), R.str("global"))
        alloc4: R.Tensor((10,), dtype="float32") = R.vm.alloc_tensor(storage2, R.prim_value(0), R.shape([10]), R.dtype("float32"), R.prim_value(0))
        _11: R.Tuple = R.vm.kill_object(storage2)
        _4: R.Tuple = cls.log(alloc3, alloc4)
        _12: R.Tuple = R.vm.kill_object(alloc3)
        return alloc4
)");
  EXPECT_TRUE(ModulesEqual(m, expected));
}

TEST(LowerRuntimeBuiltinTest, ShapeOfAndCallTIRDynBecomePackedCalls) {
  IRModule out = RunPass(LowerRuntimeBuiltin(), Parse(R"(
@I.ir_module
class Module:
    @T.prim_func(private=True)
    def f(var_a: T.handle, var_b: T.handle, n: T.int64):
        a = T.match_buffer(var_a, (n,), "float32")
        b = T.match_buffer(var_b, (n,), "float32")
        T.evaluate(0)

    @R.function
    def main(x: R.Tensor(("n",), dtype="float32"), y: R.Tensor(("n",), dtype="float32")) -> R.Shape(["n"]):
        n = T.int64()
        R.func_attr({"relax.force_pure": True})
        cls = Module
        _: R.Tuple = R.vm.call_tir_dyn(cls.f, (x, y, R.shape([n])))
        s: R.Shape([n]) = R.shape_of(y)
        return s
)"));
  IRModule expected = Parse(R"(
@I.ir_module
class Module:
    @T.prim_func(private=True)
    def f(var_a: T.handle, var_b: T.handle, n: T.int64):
        a = T.match_buffer(var_a, (n,), "float32")
        b = T.match_buffer(var_b, (n,), "float32")
        T.evaluate(0)

    @R.function
    def main(x: R.Tensor(("n",), dtype="float32"), y: R.Tensor(("n",), dtype="float32")) -> R.Shape(["n"]):
        n = T.int64()
        R.func_attr({"relax.force_pure": True})
        cls = Module
        _: R.Tuple = R.call_packed("vm.builtin.call_tir_dyn", cls.f, x, y, R.shape([n]), sinfo_args=(R.Tuple,))
        s: R.Shape([n]) = R.call_packed("vm.builtin.shape_of", y, sinfo_args=(R.Shape([n]),))
        return s
)");
  EXPECT_TRUE(ModulesEqual(out, expected));
}

TEST(LowerRuntimeBuiltinTest, UnloweredBuiltinAllocTensorIsALocatedError) {
  IRModule m = Parse(R"(
@I.ir_module
class Module:
    @R.function
    def main() -> R.Tensor((4,), dtype="float32"):
        R.func_attr({"relax.force_pure": True})
        a: R.Tensor((4,), dtype="float32") = R.builtin.alloc_tensor(R.shape([4]), R.dtype("float32"), R.prim_value(0), R.str("global"))
        return a
)");
  try {
    RunPass(LowerRuntimeBuiltin(), m);
    FAIL() << "expected an error";
  } catch (const DiagnosticError& e) {
    std::string what = e.what();
    EXPECT_NE(what.find("LowerAllocTensor"), std::string::npos) << what;
    EXPECT_NE(what.find("<test>:11:46"), std::string::npos) << what;
  }
}

}  // namespace
}  // namespace transform
}  // namespace rlx
