# ComputePrimValue: a prim value that is an expression is computed by a host
# PrimFunc over its variables (compute_symbolic_expr, returning the value);
# constants and single variables stay.
# RUN: %rlx opt %s --passes=ComputePrimValue | %FileCheck %s

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    # CHECK-LABEL: def compute_symbolic_expr(n: T.int64, b: T.int64) -> T.int64:
    # CHECK-NEXT:  return n - b
    # CHECK-LABEL: def main(
    # CHECK:       gv: R.Prim("int64") = cls.compute_symbolic_expr(R.prim_value(n), R.prim_value(b))
    # CHECK-NEXT:  t: R.Tuple(R.Prim(value=n), R.Prim(value=3), R.Prim("int64")) = (R.prim_value(n), R.prim_value(3), gv)
    # CHECK-NEXT:  return t
    @R.function
    def main(s: R.Shape(["n", "b"])) -> R.Tuple(R.Prim(value="n"), R.Prim("int64"), R.Prim("int64")):
        n = T.int64()
        b = T.int64()
        R.func_attr({"relax.force_pure": True})
        t: R.Tuple(R.Prim(value=n), R.Prim("int64"), R.Prim("int64")) = (R.prim_value(n), R.prim_value(T.int64(3)), R.prim_value(n - b))
        return t
