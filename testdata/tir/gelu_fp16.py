@T.prim_func(private=True)
def gelu(A: T.Buffer((T.int64(4), T.int64(8)), "float16"), T_multiply: T.Buffer((T.int64(4), T.int64(8)), "float16")):
    T.func_attr({"tir.noalias": T.bool(True)})
    # with T.block("root"):
    for i0, i1 in T.grid(T.int64(4), T.int64(8)):
        with T.block("T_multiply"):
            v_i0, v_i1 = T.axis.remap("SS", [i0, i1])
            T.reads(A[v_i0, v_i1])
            T.writes(T_multiply[v_i0, v_i1])
            T_multiply[v_i0, v_i1] = A[v_i0, v_i1] * (T.float16(0.5) + T.erf(A[v_i0, v_i1] * T.float16(0.7071067811865476)) * T.float16(0.5))
