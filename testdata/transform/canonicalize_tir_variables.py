# CanonicalizeTIRVariables: a symbolic variable defined by a match_cast whose
# value's shape is already known is replaced, everywhere after it, by that
# known value (another variable or a constant, simplified). It is only the
# symbolic half of CanonicalizeBindings: relax bindings are left as they are,
# trivial ones (D = C) and the match_casts themselves included. A variable
# also used at run time (R.prim_value) keeps its defining match_cast.
# RUN: %rlx opt %s --passes=CanonicalizeTIRVariables | %FileCheck %s

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    # a and b are 4 and 8: a * b folds to 32.
    # CHECK-LABEL: def const(
    # CHECK-NOT:     T.int64()
    # CHECK:         B: R.Tensor((4, 8), dtype="float32") = R.match_cast(A, R.Tensor((4, 8), dtype="float32"))
    # CHECK-NEXT:    C: R.Tensor((32,), dtype="float32") = R.reshape(B, R.shape([32]))
    # CHECK-NEXT:    D: R.Tensor((32,), dtype="float32") = C
    # CHECK-NEXT:    return D
    @R.function
    def const(A: R.Tensor((4, 8), dtype="float32")) -> R.Tensor(dtype="float32", ndim=1):
        a = T.int64()
        b = T.int64()
        B = R.match_cast(A, R.Tensor((a, b), dtype="float32"))
        C: R.Tensor((a * b,), dtype="float32") = R.reshape(B, R.shape([a * b]))
        D = C
        return D

    # k is used at run time: the match_cast keeps (k,), later annotations use 4.
    # CHECK-LABEL: def runtime(
    # CHECK:         k = T.int64()
    # CHECK-NEXT:    B: R.Tensor((k,), dtype="float32") = R.match_cast(A, R.Tensor((k,), dtype="float32"))
    # CHECK-NEXT:    C: R.Tensor((4,), dtype="float32") = R.add(B, B)
    # CHECK-NEXT:    return R.prim_value(k)
    @R.function
    def runtime(A: R.Tensor((4,), dtype="float32")) -> R.Prim("int64"):
        k = T.int64()
        B = R.match_cast(A, R.Tensor((k,), dtype="float32"))
        C: R.Tensor((k,), dtype="float32") = R.add(B, B)
        return R.prim_value(k)

    # m is n: m disappears, the now-trivial match_cast and the copy D = C stay
    # (CanonicalizeBindings would remove both).
    # CHECK-LABEL: def sym(
    # CHECK-NEXT:    n = T.int64()
    # CHECK-NOT:     m = T.int64()
    # CHECK-NEXT:    B: R.Tensor((n,), dtype="float32") = R.match_cast(A, R.Tensor((n,), dtype="float32"))
    # CHECK-NEXT:    C: R.Tensor((n,), dtype="float32") = R.add(B, B)
    # CHECK-NEXT:    D: R.Tensor((n,), dtype="float32") = C
    # CHECK-NEXT:    return D
    @R.function
    def sym(A: R.Tensor(("n",), dtype="float32")) -> R.Tensor(("n",), dtype="float32"):
        n = T.int64()
        m = T.int64()
        B = R.match_cast(A, R.Tensor((m,), dtype="float32"))
        C: R.Tensor((m,), dtype="float32") = R.add(B, B)
        D = C
        return D

    # Nothing known about k: the match_cast is informative and everything stays.
    # CHECK-LABEL: def unknown(
    # CHECK:         k = T.int64()
    # CHECK-NEXT:    B: R.Tensor((k,), dtype="float32") = R.match_cast(A, R.Tensor((k,), dtype="float32"))
    # CHECK-NEXT:    C: R.Tensor((k,), dtype="float32") = R.add(B, B)
    # CHECK-NEXT:    return C
    @R.function
    def unknown(A: R.Tensor(dtype="float32", ndim=1)) -> R.Tensor(dtype="float32", ndim=1):
        k = T.int64()
        B = R.match_cast(A, R.Tensor((k,), dtype="float32"))
        C: R.Tensor((k,), dtype="float32") = R.add(B, B)
        return C
