# FoldConstant: inside dataflow blocks, operator calls on constants are
# evaluated with the operator registry's reference evaluators; variables
# bound to constants and shapes are replaced in their uses and unused
# bindings removed. Calls outside dataflow blocks, call_tir and large
# creation ops are never folded.
# RUN: %rlx opt %s --passes=FoldConstant | %FileCheck %s

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def add_one(A: T.Buffer((T.int64(2),), "float32"), B: T.Buffer((T.int64(2),), "float32")):
        for i in range(T.int64(2)):
            with T.block("B"):
                vi = T.axis.spatial(T.int64(2), i)
                T.reads(A[vi])
                T.writes(B[vi])
                B[vi] = A[vi] + T.float32(1.0)

    # CHECK-LABEL: def call_tir_is_not_folded(
    # CHECK:         R.call_tir(cls.add_one, (R.const([1.0, 2.0], "float32"),), out_sinfo=R.Tensor((2,), dtype="float32"))
    @R.function
    def call_tir_is_not_folded() -> R.Tensor((2,), dtype="float32"):
        cls = Module
        with R.dataflow():
            c: R.Tensor((2,), dtype="float32") = R.const([1.0, 2.0], "float32")
            gv = R.call_tir(cls.add_one, (c,), out_sinfo=R.Tensor((2,), dtype="float32"))
            R.output(gv)
        return gv

    # CHECK-LABEL: def constants_and_shapes_are_forwarded(
    # CHECK:         with R.dataflow():
    # CHECK-NEXT:      lv: R.Tensor((2,), dtype="float32") = R.add(x, R.const([1.0, 2.0], "float32"))
    # CHECK-NEXT:      gv: R.Tensor((1, 2), dtype="float32") = R.reshape(lv, R.shape([1, 2]))
    # CHECK-NEXT:      R.output(gv)
    @R.function
    def constants_and_shapes_are_forwarded(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((1, 2), dtype="float32"):
        with R.dataflow():
            c: R.Tensor((2,), dtype="float32") = R.const([1.0, 2.0], "float32")
            s: R.Shape([1, 2]) = R.shape([1, 2])
            lv: R.Tensor((2,), dtype="float32") = R.add(x, c)
            gv: R.Tensor((1, 2), dtype="float32") = R.reshape(lv, s)
            R.output(gv)
        return gv

    # (1+3)^2 = 16, (2+4)^2 = 36; concatenated, reshaped to 2x2 and summed
    # over axis 0: [32, 72].
    # CHECK-LABEL: def folds_a_chain(
    # CHECK:         with R.dataflow():
    # CHECK-NEXT:      gv: R.Tensor((2,), dtype="float32") = R.add(x, R.const([32.0, 72.0], "float32"))
    # CHECK-NEXT:      R.output(gv)
    @R.function
    def folds_a_chain(x: R.Tensor((2,), dtype="float32")) -> R.Tensor((2,), dtype="float32"):
        with R.dataflow():
            lv0: R.Tensor((2,), dtype="float32") = R.add(R.const([1.0, 2.0], "float32"), R.const([3.0, 4.0], "float32"))
            lv1: R.Tensor((2,), dtype="float32") = R.multiply(lv0, lv0)
            lv2: R.Tensor((4,), dtype="float32") = R.concat((lv1, lv1), axis=0)
            lv3: R.Tensor((2, 2), dtype="float32") = R.reshape(lv2, R.shape([2, 2]))
            lv4: R.Tensor((2,), dtype="float32") = R.sum(lv3, axis=[0])
            gv: R.Tensor((2,), dtype="float32") = R.add(x, lv4)
            R.output(gv)
        return gv

    # 2048 zeros are cheaper to make at run time than to carry.
    # CHECK-LABEL: def large_creation_op(
    # CHECK:         gv: R.Tensor((2048,), dtype="float32") = R.zeros(R.shape([2048]), dtype="float32")
    @R.function
    def large_creation_op() -> R.Tensor((2048,), dtype="float32"):
        with R.dataflow():
            gv: R.Tensor((2048,), dtype="float32") = R.zeros(R.shape([2048]), dtype="float32")
            R.output(gv)
        return gv

    # CHECK-LABEL: def outside_dataflow(
    # CHECK-NEXT:    gv: R.Tensor((2,), dtype="float32") = R.add(R.const([1.0, 2.0], "float32"), R.const([3.0, 4.0], "float32"))
    # CHECK-NEXT:    return gv
    @R.function
    def outside_dataflow() -> R.Tensor((2,), dtype="float32"):
        gv: R.Tensor((2,), dtype="float32") = R.add(R.const([1.0, 2.0], "float32"), R.const([3.0, 4.0], "float32"))
        return gv
