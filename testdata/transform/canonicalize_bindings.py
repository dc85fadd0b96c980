# CanonicalizeBindings: trivial bindings go away, outputs take over the
# definitions of dataflow vars they copy, redundant match_casts vanish, and
# symbolic variables known from a match_cast are replaced by their values.
# RUN: %rlx opt %s --passes=CanonicalizeBindings | %FileCheck %s

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

    # The copy `gv = lv` goes; gv is bound to lv's value and the later use
    # of lv reads gv.
    # CHECK-LABEL: def dataflow_output(
    # CHECK:         with R.dataflow():
    # CHECK-NEXT:      gv: R.Tensor((4,), dtype="float32") = R.exp(x)
    # CHECK-NEXT:      gv2: R.Tensor((4,), dtype="float32") = R.add(gv, x)
    # CHECK-NEXT:      R.output(gv, gv2)
    # CHECK-NEXT:    return (gv, gv2)
    @R.function
    def dataflow_output(x: R.Tensor((4,), dtype="float32")) -> R.Tuple(R.Tensor((4,), dtype="float32"), R.Tensor((4,), dtype="float32")):
        with R.dataflow():
            lv: R.Tensor((4,), dtype="float32") = R.exp(x)
            gv: R.Tensor((4,), dtype="float32") = lv
            gv2: R.Tensor((4,), dtype="float32") = R.add(lv, x)
            R.output(gv, gv2)
        return (gv, gv2)

    # A match_cast that introduces new information stays.
    # CHECK-LABEL: def informative_match_cast(
    # CHECK:         z: R.Tensor((k,), dtype="float32") = R.match_cast(x, R.Tensor((k,), dtype="float32"))
    # CHECK-NEXT:    return z
    @R.function
    def informative_match_cast(x: R.Tensor(dtype="float32", ndim=1)) -> R.Tensor(dtype="float32", ndim=1):
        k = T.int64()
        y: R.Tensor(dtype="float32", ndim=1) = x
        z: R.Tensor((k,), dtype="float32") = R.match_cast(y, R.Tensor((k,), dtype="float32"))
        return z

    # o and p are m and n; the match_cast becomes trivial and disappears,
    # and annotations use m and n.
    # CHECK-LABEL: def redundant_match_cast(
    # CHECK-NOT:     R.match_cast
    # CHECK:         q: R.Tensor((m, n), dtype="float32") = R.add(x, x)
    # CHECK-NEXT:    return q
    @R.function
    def redundant_match_cast(x: R.Tensor(("m", "n"), dtype="float32")) -> R.Tensor(("m", "n"), dtype="float32"):
        m = T.int64()
        n = T.int64()
        o = T.int64()
        p = T.int64()
        z: R.Tensor((o, p), dtype="float32") = R.match_cast(x, R.Tensor((o, p), dtype="float32"))
        q: R.Tensor((o, p), dtype="float32") = R.add(z, x)
        return q

    # Fields of a known tuple are read directly.
    # CHECK-LABEL: def tuple_fields(
    # CHECK:         r: R.Tensor((4,), dtype="float32") = R.add(y, x)
    # CHECK-NEXT:    return r
    @R.function
    def tuple_fields(x: R.Tensor((4,), dtype="float32"), y: R.Tensor((4,), dtype="float32")) -> R.Tensor((4,), dtype="float32"):
        t: R.Tuple(R.Tensor((4,), dtype="float32"), R.Tensor((4,), dtype="float32")) = (x, y)
        a: R.Tensor((4,), dtype="float32") = t[1]
        r: R.Tensor((4,), dtype="float32") = R.add(a, x)
        return r
