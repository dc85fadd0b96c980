# StaticPlanBlockMemory: the R.builtin.alloc_tensor calls of a block are
# placed in R.memory.alloc_storage storages. A storage is freed after the
# last kernel use of the tensors in it (a reshape view counts as a use of
# its input's storage) and reused by the next allocation of the same dtype
# that fits; a smaller one is grown. The function result is not planned.
# (TVM's test_basic of test_transform_static_plan_block_memory.py.)
# RUN: %rlx opt %s --passes=StaticPlanBlockMemory | %FileCheck %s

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
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

    # CHECK-LABEL: def main(
    # CHECK:       storage: R.Object = R.memory.alloc_storage(R.shape([32]), R.prim_value(0), R.str("global"), R.dtype("float32"))
    # CHECK-NEXT:  alloc: R.Tensor((2, 4), dtype="float32") = R.memory.alloc_tensor(storage, R.prim_value(0), R.shape([2, 4]), R.dtype("float32"), R.prim_value(0))
    # CHECK-NEXT:  _: R.Tuple = cls.exp(x, alloc)
    # CHECK-NEXT:  lv: R.Tensor((2, 4), dtype="float32") = alloc
    # CHECK-NEXT:  lv1: R.Tensor((8,), dtype="float32") = R.reshape(lv, R.shape([8]))
    # CHECK-NEXT:  storage_1: R.Object = R.memory.alloc_storage(R.shape([40]), R.prim_value(0), R.str("global"), R.dtype("float32"))
    # CHECK-NEXT:  alloc1: R.Tensor((8,), dtype="float32") = R.memory.alloc_tensor(storage_1, R.prim_value(0), R.shape([8]), R.dtype("float32"), R.prim_value(0))
    # CHECK-NEXT:  _1: R.Tuple = cls.relu(lv1, alloc1)
    # CHECK-NEXT:  lv2: R.Tensor((8,), dtype="float32") = alloc1
    # CHECK-NEXT:  alloc2: R.Tensor((8,), dtype="float32") = R.memory.alloc_tensor(storage, R.prim_value(0), R.shape([8]), R.dtype("float32"), R.prim_value(0))
    # CHECK-NEXT:  _2: R.Tuple = cls.add(lv2, R.const(1.0, "float32"), alloc2)
    # CHECK-NEXT:  lv3: R.Tensor((8,), dtype="float32") = alloc2
    # CHECK-NEXT:  alloc3: R.Tensor((10,), dtype="float32") = R.memory.alloc_tensor(storage_1, R.prim_value(0), R.shape([10]), R.dtype("float32"), R.prim_value(0))
    # CHECK-NEXT:  _3: R.Tuple = cls.pad(lv3, alloc3)
    # CHECK-NEXT:  lv4: R.Tensor((10,), dtype="float32") = alloc3
    # CHECK-NEXT:  alloc4: R.Tensor((10,), dtype="float32") = R.builtin.alloc_tensor(R.shape([10]), R.dtype("float32"), R.prim_value(0), R.str("global"))
    # CHECK-NEXT:  _4: R.Tuple = cls.log(lv4, alloc4)
    # CHECK-NEXT:  gv: R.Tensor((10,), dtype="float32") = alloc4
    # CHECK-NEXT:  return gv
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
