# LowerAllocTensor: each R.builtin.alloc_tensor left after planning gets a
# uint8 storage of its own, sized dtype bytes x dims (constants folded first).
# RUN: %rlx opt %s --passes=LowerAllocTensor | %FileCheck %s

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def f(var_a: T.handle, var_b: T.handle):
        n = T.int64()
        a = T.match_buffer(var_a, (n, T.int64(3)), "float32")
        b = T.match_buffer(var_b, (n, T.int64(3)), "float32")
        T.evaluate(0)

    # CHECK-LABEL: def main(
    # CHECK:       storage: R.Object = R.memory.alloc_storage(R.shape([12 * n]), R.prim_value(0), R.str("global"), R.dtype("uint8"))
    # CHECK-NEXT:  a: R.Tensor((n, 3), dtype="float32") = R.memory.alloc_tensor(storage, R.prim_value(0), R.shape([n, 3]), R.dtype("float32"), R.prim_value(0))
    # CHECK-NEXT:  _: R.Tuple = cls.f(x, a)
    # CHECK-NEXT:  return a
    @R.function
    def main(x: R.Tensor(("n", 3), dtype="float32")) -> R.Tensor(("n", 3), dtype="float32"):
        n = T.int64()
        R.func_attr({"relax.force_pure": True})
        cls = Module
        a: R.Tensor((n, 3), dtype="float32") = R.builtin.alloc_tensor(R.shape([n, 3]), R.dtype("float32"), R.prim_value(0), R.str("global"))
        _: R.Tuple = cls.f(x, a)
        return a
