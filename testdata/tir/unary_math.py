@T.prim_func(private=True)
def unary_math(A: T.Buffer((T.int64(64),), "float32"), B: T.Buffer((T.int64(5), T.int64(64)), "float32"), C: T.Buffer((T.int64(64),), "float16")):
    T.func_attr({"tir.noalias": T.bool(True)})
    # with T.block("root"):
    for i0, i1 in T.grid(T.int64(5), T.int64(64)):
        with T.block("B"):
            v_i0, v_i1 = T.axis.remap("SS", [i0, i1])
            T.reads(A[v_i1])
            T.writes(B[v_i0, v_i1])
            B[v_i0, v_i1] = T.if_then_else(v_i0 == T.int64(0), T.exp(A[v_i1]), T.if_then_else(v_i0 == T.int64(1), T.erf(A[v_i1]), T.if_then_else(v_i0 == T.int64(2), T.tanh(A[v_i1]), T.if_then_else(v_i0 == T.int64(3), T.sigmoid(A[v_i1]), T.sqrt(T.fabs(A[v_i1]))))))
    for i0 in range(T.int64(64)):
        with T.block("C"):
            v_i0 = T.axis.spatial(T.int64(64), i0)
            T.reads(A[v_i0])
            T.writes(C[v_i0])
            C[v_i0] = T.Cast("float16", T.tanh(A[v_i0])) * T.float16(2.0)
