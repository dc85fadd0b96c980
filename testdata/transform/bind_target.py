# BindTarget: every PrimFunc without a "target" attribute gets one -- the
# pass's own `target` option if given, else the pass context's (--target).
# A PrimFunc that already has a target keeps it, other attributes are kept,
# and Relax functions are left alone. With no target at all it is an error.
# RUN: %rlx opt %s --passes=BindTarget --target=cuda | %FileCheck %s
# RUN: %rlx opt %s --passes='BindTarget(target=opencl)' --target=cuda | %FileCheck %s --check-prefix=OPT
# RUN: not %rlx opt %s --passes=BindTarget 2>&1 | %FileCheck %s --check-prefix=NONE

# NONE: BindTarget: no target to bind

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    # An explicit target stays, whatever the context or option says.
    # CHECK-LABEL: def bound(
    # CHECK-NEXT:    T.func_attr({"target": "llvm"})
    # OPT-LABEL:   def bound(
    # OPT-NEXT:      T.func_attr({"target": "llvm"})
    @T.prim_func(private=True)
    def bound(a: T.Buffer((T.int64(4),), "float32"), b: T.Buffer((T.int64(4),), "float32")):
        T.func_attr({"target": "llvm"})
        for i in range(T.int64(4)):
            with T.block("b"):
                vi = T.axis.spatial(T.int64(4), i)
                b[vi] = a[vi]

    # The Relax function gets no attribute.
    # CHECK-LABEL: def main(
    # CHECK-NOT:     func_attr
    # CHECK:         return w
    # OPT-LABEL:   def main(
    # OPT-NOT:       func_attr
    # OPT:           return w
    @R.function
    def main(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        cls = Module
        y = R.call_tir(cls.plain, (x,), out_sinfo=R.Tensor((4,), dtype="float32"))
        z = R.call_tir(cls.tagged, (y,), out_sinfo=R.Tensor((4,), dtype="float32"))
        w = R.call_tir(cls.bound, (z,), out_sinfo=R.Tensor((4,), dtype="float32"))
        return w

    # No attributes at all: the context's target (cuda), or the option's (opencl).
    # CHECK-LABEL: def plain(
    # CHECK-NEXT:    T.func_attr({"target": "cuda{{( [^"]*)?}}"})
    # OPT-LABEL:   def plain(
    # OPT-NEXT:      T.func_attr({"target": "opencl{{( [^"]*)?}}"})
    @T.prim_func(private=True)
    def plain(a: T.Buffer((T.int64(4),), "float32"), b: T.Buffer((T.int64(4),), "float32")):
        for i in range(T.int64(4)):
            with T.block("b"):
                vi = T.axis.spatial(T.int64(4), i)
                b[vi] = a[vi]

    # Other attributes: the target is added beside them.
    # CHECK-LABEL: def tagged(
    # CHECK-NEXT:    T.func_attr({"op_pattern": 0, "target": "cuda{{( [^"]*)?}}", "tir.noalias": T.bool(True)})
    # OPT-LABEL:   def tagged(
    # OPT-NEXT:      T.func_attr({"op_pattern": 0, "target": "opencl{{( [^"]*)?}}", "tir.noalias": T.bool(True)})
    @T.prim_func(private=True)
    def tagged(a: T.Buffer((T.int64(4),), "float32"), b: T.Buffer((T.int64(4),), "float32")):
        T.func_attr({"op_pattern": 0, "tir.noalias": True})
        for i in range(T.int64(4)):
            with T.block("b"):
                vi = T.axis.spatial(T.int64(4), i)
                b[vi] = a[vi]
