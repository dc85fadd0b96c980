# CanonicalizeRelaxBindings: the Relax-binding half of CanonicalizeBindings.
# Trivial bindings go away and outputs take over the dataflow vars they copy,
# but symbolic variables defined by a match_cast are left alone (that is
# CanonicalizeTIRVariables' half), so an informative match_cast and the
# annotations that use its variables stay as written.
# RUN: %rlx opt %s --passes=CanonicalizeRelaxBindings | %FileCheck %s
# RUN: %rlx opt %s --passes=CanonicalizeBindings | %FileCheck %s --check-prefix=BOTH

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    # CHECK-LABEL: def chain(
    # CHECK-NEXT:    return x
    @R.function
    def chain(x: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        y: R.Tensor((4,), dtype="float32") = x
        z: R.Tensor((4,), dtype="float32") = y
        return z

    # CHECK-LABEL: def dataflow_output(
    # CHECK:         with R.dataflow():
    # CHECK-NEXT:      gv: R.Tensor((4,), dtype="float32") = R.exp(x)
    # CHECK-NEXT:      gv2: R.Tensor((4,), dtype="float32") = R.add(gv, x)
    # CHECK-NEXT:      R.output(gv, gv2)
    @R.function
    def dataflow_output(x: R.Tensor((4,), dtype="float32")) -> R.Tuple(R.Tensor((4,), dtype="float32"), R.Tensor((4,), dtype="float32")):
        with R.dataflow():
            lv: R.Tensor((4,), dtype="float32") = R.exp(x)
            gv: R.Tensor((4,), dtype="float32") = lv
            gv2: R.Tensor((4,), dtype="float32") = R.add(lv, x)
            R.output(gv, gv2)
        return (gv, gv2)

    # o and p equal m and n. Only the TIR-variable half knows that: here the
    # annotations keep o and p; with both halves they become m and n.
    # CHECK-LABEL: def symbolic_alias(
    # CHECK:         z: R.Tensor((o, p), dtype="float32") = R.match_cast(x, R.Tensor((o, p), dtype="float32"))
    # CHECK-NEXT:    q: R.Tensor((o, p), dtype="float32") = R.add(z, z)
    # BOTH-LABEL:  def symbolic_alias(
    # BOTH-NOT:      R.match_cast
    # BOTH:          q: R.Tensor((m, n), dtype="float32") = R.add(x, x)
    @R.function
    def symbolic_alias(x: R.Tensor(("m", "n"), dtype="float32")) -> R.Tensor(("m", "n"), dtype="float32"):
        m = T.int64()
        n = T.int64()
        o = T.int64()
        p = T.int64()
        z: R.Tensor((o, p), dtype="float32") = R.match_cast(x, R.Tensor((o, p), dtype="float32"))
        q: R.Tensor((o, p), dtype="float32") = R.add(z, z)
        return q
