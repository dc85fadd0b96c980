# MergeCompositeFunctions absorbs tuple projections, as TVM does
# (test_tuple_projection_merging): the projections of the split composite's
# tuple, the tuple repacking them and its reordered projections join the
# split's compiler_A group, so split and subtract become one region
# "fused_split_subtract_compiler_A" and the subtract still reads fields 1
# and 0. The concat is not compiler_A and stays in main.
# RUN: %rlx opt %s --passes=MergeCompositeFunctions | %FileCheck %s

# CHECK-LABEL: def fused_split_subtract_compiler_A(x: R.Tensor((2, 4), dtype="float32")) -> R.Tensor((1, 4), dtype="float32"):
# CHECK-NEXT:    R.func_attr({"Codegen": "compiler_A"})
# CHECK:         def split(
# CHECK:           R.func_attr({"Composite": "compiler_A.split"})
# CHECK:         parts: {{.*}} = split(x)
# CHECK-NEXT:    left: {{.*}} = parts[0]
# CHECK-NEXT:    right: {{.*}} = parts[1]
# CHECK-NEXT:    repacked: {{.*}} = (left, right)
# CHECK-NEXT:    reordered_left: {{.*}} = repacked[0]
# CHECK-NEXT:    reordered_right: {{.*}} = repacked[1]
# CHECK:         def subtract(
# CHECK:           R.func_attr({"Composite": "compiler_A.subtract"})
# CHECK:         difference: {{.*}} = subtract(reordered_right, reordered_left)
# CHECK-NEXT:    return difference
# CHECK-LABEL: def main(
# CHECK:         difference: {{.*}} = cls.fused_split_subtract_compiler_A(x)
# CHECK-NEXT:    out: {{.*}} = R.concat((difference, difference), axis=0)
# CHECK-NOT:     def split(
# CHECK-NOT:     def subtract(

# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function(private=True)
    def split(x: R.Tensor((2, 4), dtype="float32")) -> R.Tuple(R.Tensor((1, 4), dtype="float32"), R.Tensor((1, 4), dtype="float32")):
        R.func_attr({"Composite": "compiler_A.split", "Primitive": True})
        return R.split(x, indices_or_sections=2, axis=0)

    @R.function(private=True)
    def subtract(x: R.Tensor((1, 4), dtype="float32"), y: R.Tensor((1, 4), dtype="float32")) -> R.Tensor((1, 4), dtype="float32"):
        R.func_attr({"Composite": "compiler_A.subtract", "Primitive": True})
        return R.subtract(x, y)

    @R.function
    def main(x: R.Tensor((2, 4), dtype="float32")) -> R.Tensor((2, 4), dtype="float32"):
        cls = Module
        with R.dataflow():
            parts = cls.split(x)
            left = parts[0]
            right = parts[1]
            repacked = R.tuple(left, right)
            reordered_left = repacked[0]
            reordered_right = repacked[1]
            difference = cls.subtract(reordered_right, reordered_left)
            out = R.concat((difference, difference), axis=0)
            R.output(out)
        return out
