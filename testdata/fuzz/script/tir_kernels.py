# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def add(A: T.Buffer((T.int64(4), T.int64(4)), "float32"), B: T.Buffer((T.int64(4), T.int64(4)), "float32"), C: T.Buffer((T.int64(4), T.int64(4)), "float32")):
        T.func_attr({"op_pattern": 0, "tir.noalias": T.bool(True)})
        # with T.block("root"):
        for i0, i1 in T.grid(T.int64(4), T.int64(4)):
            with T.block("T_add"):
                v_i0, v_i1 = T.axis.remap("SS", [i0, i1])
                T.reads(A[v_i0, v_i1], B[v_i0, v_i1])
                T.writes(C[v_i0, v_i1])
                C[v_i0, v_i1] = A[v_i0, v_i1] + B[v_i0, v_i1]

    @T.prim_func(private=True)
    def row_sum(var_A: T.handle, var_B: T.handle):
        T.func_attr({"tir.is_scheduled": True, "tir.noalias": T.bool(True)})
        n = T.int64()
        A = T.match_buffer(var_A, (n, T.int64(256)))
        B = T.match_buffer(var_B, (n,))
        # with T.block("root"):
        red_buf = T.alloc_buffer((T.int64(256),), scope="shared")
        for bx in T.thread_binding(n, thread="blockIdx.x"):
            for tx in T.thread_binding(T.int64(256), thread="threadIdx.x"):
                with T.block("load"):
                    v_bx, v_tx = T.axis.remap("SS", [bx, tx])
                    T.reads(A[v_bx, v_tx])
                    T.writes(red_buf[v_tx])
                    red_buf[v_tx] = A[v_bx, v_tx]
                for k in range(T.int64(256)):
                    with T.block("sum"):
                        v_bx, v_k = T.axis.remap("SR", [bx, k])
                        T.where(tx == T.int64(0))
                        T.reads(red_buf[v_k])
                        T.writes(B[v_bx])
                        with T.init():
                            B[v_bx] = T.float32(0.0)
                        B[v_bx] = B[v_bx] + red_buf[v_k]

    @R.function
    def main(x: R.Tensor((4, 4), dtype="float32"), y: R.Tensor((4, 4), dtype="float32"), z: R.Tensor(("n", 256), dtype="float32")) -> R.Tuple(R.Tensor((4, 4), dtype="float32"), R.Tensor(("n",), dtype="float32")):
        n = T.int64()
        cls = Module
        with R.dataflow():
            lv = R.call_tir(cls.add, (x, y), out_sinfo=R.Tensor((4, 4), dtype="float32"))
            lv1 = R.call_tir(cls.row_sum, (z,), out_sinfo=R.Tensor((n,), dtype="float32"))
            gv: R.Tuple(R.Tensor((4, 4), dtype="float32"), R.Tensor((n,), dtype="float32")) = (lv, lv1)
            R.output(gv)
        return gv
