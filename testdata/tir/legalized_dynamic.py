@T.prim_func(private=True)
def max_reduce(var_A: T.handle, var_T_max: T.handle):
    T.func_attr({"tir.noalias": T.bool(True)})
    n = T.int64()
    A = T.match_buffer(var_A, (n, T.int64(4)))
    T_max = T.match_buffer(var_T_max, (n,))
    # with T.block("root"):
    pad = T.alloc_buffer((n, T.int64(6)))
    for i0, i1 in T.grid(n, T.int64(6)):
        with T.block("pad"):
            v_i0, v_i1 = T.axis.remap("SS", [i0, i1])
            T.reads(A[v_i0, v_i1 - T.int64(1)])
            T.writes(pad[v_i0, v_i1])
            pad[v_i0, v_i1] = T.if_then_else(T.int64(1) <= v_i1 and v_i1 < T.int64(5), A[v_i0, v_i1 - T.int64(1)], T.float32(0.0))
    for ax0, k1 in T.grid(n, T.int64(6)):
        with T.block("T_max"):
            v_ax0, v_k1 = T.axis.remap("SR", [ax0, k1])
            T.reads(pad[v_ax0, v_k1])
            T.writes(T_max[v_ax0])
            with T.init():
                T_max[v_ax0] = T.float32(-3.4028234663852886e+38)
            T_max[v_ax0] = T.max(T_max[v_ax0], pad[v_ax0, v_k1])
