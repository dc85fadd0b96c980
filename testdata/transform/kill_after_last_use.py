# KillAfterLastUse: trivial bindings go, then storages, tensors and other
# objects are released right after their last use; the result, constants
# and shapes are never killed.
# RUN: %rlx opt %s --passes=KillAfterLastUse | %FileCheck %s

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def f(a: T.Buffer((T.int64(8),), "float32"), b: T.Buffer((T.int64(8),), "float32")):
        T.evaluate(0)

    @T.prim_func(private=True)
    def g(a: T.Buffer((), "float32"), b: T.Buffer((T.int64(8),), "float32")):
        T.evaluate(0)

    # CHECK-LABEL: def main(
    # CHECK:       c: R.Tensor((), dtype="float32") = R.const(1.5, "float32")
    # CHECK-NEXT:  s: R.Shape([8]) = R.shape([8])
    # CHECK-NEXT:  storage: R.Object = R.memory.alloc_storage(R.shape([32]), R.prim_value(0), R.str("global"), R.dtype("float32"))
    # CHECK-NEXT:  a: R.Tensor((8,), dtype="float32") = R.memory.alloc_tensor(storage, R.prim_value(0), R.shape([8]), R.dtype("float32"), R.prim_value(0))
    # CHECK-NEXT:  _: R.Tuple = cls.f(x, a)
    # CHECK-NEXT:  v: R.Tensor((2, 4), dtype="float32") = R.reshape(a, R.shape([2, 4]))
    # CHECK-NEXT:  __1: R.Tuple = R.memory.kill_tensor(a)
    # CHECK-NEXT:  w: R.Tensor((8,), dtype="float32") = R.reshape(v, R.shape([8]))
    # CHECK-NEXT:  __2: R.Tuple = R.memory.kill_tensor(v)
    # CHECK-NEXT:  b: R.Tensor((8,), dtype="float32") = R.memory.alloc_tensor(storage, R.prim_value(0), R.shape([8]), R.dtype("float32"), R.prim_value(0))
    # CHECK-NEXT:  __3: R.Tuple = R.memory.kill_storage(storage)
    # CHECK-NEXT:  _1: R.Tuple = cls.f(w, b)
    # CHECK-NEXT:  __4: R.Tuple = R.memory.kill_tensor(w)
    # CHECK-NEXT:  _2: R.Tuple = cls.g(c, b)
    # CHECK-NEXT:  gv: R.Tuple(R.Tensor((8,), dtype="float32"), R.Shape([8])) = (b, s)
    # CHECK-NEXT:  __5: R.Tuple = R.memory.kill_tensor(b)
    # CHECK-NEXT:  return gv
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
