# LegalizeOps: operator calls with known shapes and dtypes become
# R.call_tir of PrimFuncs built with te/topi, named after the kernel (made
# unique: add, add1), deduplicated when structurally equal, private, with
# TVM's block structure (T.grid loops, T.axis.remap, reads/writes, T.init
# for reductions, root allocations for intermediate stages). Symbolic
# shapes become T.handle parameters with T.match_buffer; variables no
# buffer shape defines are passed as tir_vars. Unknown shapes and ops
# without a legalization (sort, cumsum) stay.
# RUN: %rlx opt %s --passes=LegalizeOps | %FileCheck %s
# RUN: %rlx opt %s --passes=LegalizeOps > %t.py && %rlx opt %t.py --passes=LegalizeOps | diff %t.py -

# Two adds of tensors share one PrimFunc; adding a scalar constant folds
# it into a second kernel, add1.
# CHECK-LABEL: def add(A: T.Buffer((T.int64(4), T.int64(4)), "float32"), B: T.Buffer((T.int64(4), T.int64(4)), "float32"), T_add: T.Buffer((T.int64(4), T.int64(4)), "float32")):
# CHECK-NEXT:    T.func_attr({"tir.noalias": T.bool(True)})
# CHECK-NEXT:    # with T.block("root"):
# CHECK-NEXT:    for ax0, ax1 in T.grid(T.int64(4), T.int64(4)):
# CHECK-NEXT:      with T.block("T_add"):
# CHECK-NEXT:        v_ax0, v_ax1 = T.axis.remap("SS", [ax0, ax1])
# CHECK-NEXT:        T.reads(A[v_ax0, v_ax1], B[v_ax0, v_ax1])
# CHECK-NEXT:        T.writes(T_add[v_ax0, v_ax1])
# CHECK-NEXT:        T_add[v_ax0, v_ax1] = A[v_ax0, v_ax1] + B[v_ax0, v_ax1]
# CHECK-LABEL: def add1(A: T.Buffer((T.int64(4), T.int64(4)), "float32"), T_add: T.Buffer((T.int64(4), T.int64(4)), "float32")):
# CHECK:           T_add[v_ax0, v_ax1] = A[v_ax0, v_ax1] + T.float32(1.0)
# CHECK-LABEL: def add_static(
# CHECK:         lv = R.call_tir(cls.add, (x, y), out_sinfo=R.Tensor((4, 4), dtype="float32"))
# CHECK-NEXT:    lv1 = R.call_tir(cls.add, (lv, y), out_sinfo=R.Tensor((4, 4), dtype="float32"))
# CHECK-NEXT:    gv = R.call_tir(cls.add1, (lv1,), out_sinfo=R.Tensor((4, 4), dtype="float32"))
# argmax: a two-output (index, value) reduction, then the index copied out.
# CHECK-LABEL: def argmax(A: T.Buffer((T.int64(2), T.int64(3)), "float32"), A_red: T.Buffer((T.int64(2),), "int64")):
# CHECK:         A_red_temp_v0 = T.alloc_buffer((T.int64(2),), "int64")
# CHECK-NEXT:    A_red_temp_v1 = T.alloc_buffer((T.int64(2),))
# CHECK-NEXT:    for ax0, k1 in T.grid(T.int64(2), T.int64(3)):
# CHECK-NEXT:      with T.block("A_red_temp"):
# CHECK-NEXT:        v_ax0, v_k1 = T.axis.remap("SR", [ax0, k1])
# CHECK-NEXT:        T.reads(A[v_ax0, v_k1])
# CHECK-NEXT:        T.writes(A_red_temp_v0[v_ax0], A_red_temp_v1[v_ax0])
# CHECK-NEXT:        with T.init():
# CHECK-NEXT:          A_red_temp_v0[v_ax0] = T.int64(-1)
# CHECK-NEXT:          A_red_temp_v1[v_ax0] = T.float32(-3.4028234663852886e+38)
# CHECK-NEXT:        v_A_red_temp_v0: T.int64 = T.Select(A_red_temp_v1[v_ax0] > A[v_ax0, v_k1] or A_red_temp_v1[v_ax0] == A[v_ax0, v_k1] and A_red_temp_v0[v_ax0] < v_k1, A_red_temp_v0[v_ax0], v_k1)
# CHECK:             A_red[v_ax0] = A_red_temp_v0[v_ax0]
# A symbolic dimension: handle parameters, match_buffer, the size-1 dim
# of y read at 0.
# CHECK-LABEL: def broadcast_symbolic(
# CHECK:         gv = R.call_tir(cls.multiply, (x, y), out_sinfo=R.Tensor((n, 4), dtype="float32"))
# NHWC / OHWI: a padding stage, then the convolution with its axes in the
# data layout's order.
# CHECK-LABEL: def conv2d(A: T.Buffer((T.int64(1), T.int64(5), T.int64(5), T.int64(2)), "float32"), B: T.Buffer((T.int64(4), T.int64(3), T.int64(3), T.int64(2)), "float32"), conv2d_nhwc: T.Buffer((T.int64(1), T.int64(5), T.int64(5), T.int64(4)), "float32")):
# CHECK:         pad_temp = T.alloc_buffer((T.int64(1), T.int64(7), T.int64(7), T.int64(2)))
# CHECK:             pad_temp[v_i0, v_i1, v_i2, v_i3] = T.if_then_else(T.int64(1) <= v_i1 and v_i1 < T.int64(6) and T.int64(1) <= v_i2 and v_i2 < T.int64(6), A[v_i0, v_i1 - T.int64(1), v_i2 - T.int64(1), v_i3], T.float32(0.0))
# CHECK:         for nn, yy, xx, ff, ry, rx, rc in T.grid(T.int64(1), T.int64(5), T.int64(5), T.int64(4), T.int64(3), T.int64(3), T.int64(2)):
# CHECK-NEXT:      with T.block("conv2d_nhwc"):
# CHECK-NEXT:        v_nn, v_yy, v_xx, v_ff, v_ry, v_rx, v_rc = T.axis.remap("SSSSRRR", [nn, yy, xx, ff, ry, rx, rc])
# CHECK:             conv2d_nhwc[v_nn, v_yy, v_xx, v_ff] = conv2d_nhwc[v_nn, v_yy, v_xx, v_ff] + pad_temp[v_nn, v_ry + v_yy, v_rx + v_xx, v_rc] * B[v_ff, v_ry, v_rx, v_rc]
# CHECK-LABEL: def conv_nhwc(
# CHECK:         gv = R.call_tir(cls.conv2d, (x, w), out_sinfo=R.Tensor((1, 5, 5, 4), dtype="float32"))
# A constant arange and an astype of a scalar constant become constants.
# CHECK-LABEL: def folded_to_constants(
# CHECK:         a: R.Tensor((4,), dtype="int64") = R.const([0, 2, 4, 6], "int64")
# CHECK-NEXT:    c: R.Tensor((), dtype="int32") = R.const(3, "int32")
# CHECK-LABEL: def multiply(var_A: T.handle, B: T.Buffer((T.int64(1), T.int64(4)), "float32"), var_T_multiply: T.handle):
# CHECK-NEXT:    T.func_attr({"tir.noalias": T.bool(True)})
# CHECK-NEXT:    n = T.int64()
# CHECK-NEXT:    A = T.match_buffer(var_A, (n, T.int64(4)))
# CHECK-NEXT:    T_multiply = T.match_buffer(var_T_multiply, (n, T.int64(4)))
# CHECK:         for ax0, ax1 in T.grid(n, T.int64(4)):
# CHECK:           T_multiply[v_ax0, v_ax1] = A[v_ax0, v_ax1] * B[T.int64(0), v_ax1]
# m only appears inside m * 2: it is passed with tir_vars.
# CHECK-LABEL: def needs_tir_vars(
# CHECK:         gv = R.call_tir(cls.zeros, (), out_sinfo=R.Tensor((m * 2,), dtype="float32"), tir_vars=R.shape([m]))
# CHECK-LABEL: def reductions(
# CHECK:         s = R.call_tir(cls.sum, (x,), out_sinfo=R.Tensor((2,), dtype="float32"))
# CHECK-NEXT:    a = R.call_tir(cls.argmax, (x,), out_sinfo=R.Tensor((2,), dtype="int64"))
# Stable softmax: max, exp of the difference, sum, divide.
# CHECK-LABEL: def softmax(A: T.Buffer((T.int64(2), T.int64(4)), "float32"), T_softmax_norm: T.Buffer((T.int64(2), T.int64(4)), "float32")):
# CHECK:         T_softmax_maxelem = T.alloc_buffer((T.int64(2),))
# CHECK-NEXT:    T_softmax_exp = T.alloc_buffer((T.int64(2), T.int64(4)))
# CHECK-NEXT:    T_softmax_expsum = T.alloc_buffer((T.int64(2),))
# CHECK:             T_softmax_maxelem[v_i0] = T.max(T_softmax_maxelem[v_i0], A[v_i0, v_k])
# CHECK:             T_softmax_exp[v_i0, v_i1] = T.exp(A[v_i0, v_i1] - T_softmax_maxelem[v_i0])
# CHECK:             T_softmax_expsum[v_i0] = T_softmax_expsum[v_i0] + T_softmax_exp[v_i0, v_k]
# CHECK:             T.block_attr({"axis": 1})
# CHECK-NEXT:        T_softmax_norm[v_i0, v_i1] = T_softmax_exp[v_i0, v_i1] / T_softmax_expsum[v_i0]
# CHECK-LABEL: def softmax_matmul(
# CHECK:         lv = R.call_tir(cls.matmul, (x, w), out_sinfo=R.Tensor((2, 4), dtype="float32"))
# CHECK-NEXT:    gv = R.call_tir(cls.softmax, (lv,), out_sinfo=R.Tensor((2, 4), dtype="float32"))
# CHECK-LABEL: def stays(
# CHECK:         e: R.Tensor(dtype="float32", ndim=2) = R.exp(x)
# CHECK-NEXT:    s: R.Tensor((3,), dtype="float32") = R.sort(z, axis=-1, descending=False)
# CHECK-NEXT:    c: R.Tensor((3,), dtype="float32") = R.cumsum(z, axis=0, exclusive=False)
# The sum kernel follows the Relax functions in name order.
# CHECK-LABEL: def sum(A: T.Buffer((T.int64(2), T.int64(3)), "float32"), A_red: T.Buffer((T.int64(2),), "float32")):
# CHECK:         for ax0, k1 in T.grid(T.int64(2), T.int64(3)):
# CHECK-NEXT:      with T.block("A_red"):
# CHECK-NEXT:        v_ax0, v_k1 = T.axis.remap("SR", [ax0, k1])
# CHECK-NEXT:        T.reads(A[v_ax0, v_k1])
# CHECK-NEXT:        T.writes(A_red[v_ax0])
# CHECK-NEXT:        with T.init():
# CHECK-NEXT:          A_red[v_ax0] = T.float32(0.0)
# CHECK-NEXT:        A_red[v_ax0] = A_red[v_ax0] + A[v_ax0, v_k1]
# CHECK-LABEL: def tuple_concat(
# CHECK:         lv: R.Tensor((2, 3), dtype="float32") = t[0]
# CHECK-NEXT:    lv_1: R.Tensor((1, 3), dtype="float32") = t[1]
# CHECK-NEXT:    gv = R.call_tir(cls.concatenate, (lv, lv_1), out_sinfo=R.Tensor((3, 3), dtype="float32"))
# CHECK-LABEL: def zeros(var_T_full: T.handle, m: T.int64):
# CHECK-NEXT:    T.func_attr({"tir.noalias": T.bool(True)})
# CHECK-NEXT:    T_full = T.match_buffer(var_T_full, (m * T.int64(2),))
# CHECK:             T.reads()
# CHECK-NEXT:        T.writes(T_full[v_ax0])
# CHECK-NEXT:        T_full[v_ax0] = T.float32(0.0)

# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def add_static(x: R.Tensor((4, 4), dtype="float32"), y: R.Tensor((4, 4), dtype="float32")) -> R.Tensor((4, 4), dtype="float32"):
        with R.dataflow():
            lv: R.Tensor((4, 4), dtype="float32") = R.add(x, y)
            lv1: R.Tensor((4, 4), dtype="float32") = R.add(lv, y)
            gv: R.Tensor((4, 4), dtype="float32") = R.add(lv1, R.const(1.0, "float32"))
            R.output(gv)
        return gv

    @R.function
    def broadcast_symbolic(x: R.Tensor(("n", 4), dtype="float32"), y: R.Tensor((1, 4), dtype="float32")) -> R.Tensor(("n", 4), dtype="float32"):
        n = T.int64()
        with R.dataflow():
            gv: R.Tensor((n, 4), dtype="float32") = R.multiply(x, y)
            R.output(gv)
        return gv

    @R.function
    def needs_tir_vars(s: R.Shape(["m"])) -> R.Tensor(("m * 2",), dtype="float32"):
        m = T.int64()
        with R.dataflow():
            gv: R.Tensor((m * 2,), dtype="float32") = R.zeros(R.shape([m * 2]), dtype="float32")
            R.output(gv)
        return gv

    @R.function
    def reductions(x: R.Tensor((2, 3), dtype="float32")) -> R.Tuple(R.Tensor((2,), dtype="float32"), R.Tensor((2,), dtype="int64")):
        with R.dataflow():
            s: R.Tensor((2,), dtype="float32") = R.sum(x, axis=[1])
            a: R.Tensor((2,), dtype="int64") = R.argmax(x, axis=1)
            gv: R.Tuple(R.Tensor((2,), dtype="float32"), R.Tensor((2,), dtype="int64")) = (s, a)
            R.output(gv)
        return gv

    @R.function
    def softmax_matmul(x: R.Tensor((2, 3), dtype="float32"), w: R.Tensor((3, 4), dtype="float32")) -> R.Tensor((2, 4), dtype="float32"):
        with R.dataflow():
            lv: R.Tensor((2, 4), dtype="float32") = R.matmul(x, w)
            gv: R.Tensor((2, 4), dtype="float32") = R.nn.softmax(lv, axis=1)
            R.output(gv)
        return gv

    @R.function
    def conv_nhwc(x: R.Tensor((1, 5, 5, 2), dtype="float32"), w: R.Tensor((4, 3, 3, 2), dtype="float32")) -> R.Tensor((1, 5, 5, 4), dtype="float32"):
        with R.dataflow():
            gv: R.Tensor((1, 5, 5, 4), dtype="float32") = R.nn.conv2d(x, w, strides=[1, 1], padding=[1, 1, 1, 1], dilation=[1, 1], groups=1, data_layout="NHWC", kernel_layout="OHWI", out_layout="NHWC", out_dtype="float32")
            R.output(gv)
        return gv

    @R.function
    def tuple_concat(t: R.Tuple(R.Tensor((2, 3), dtype="float32"), R.Tensor((1, 3), dtype="float32"))) -> R.Tensor((3, 3), dtype="float32"):
        with R.dataflow():
            gv: R.Tensor((3, 3), dtype="float32") = R.concat(t, axis=0)
            R.output(gv)
        return gv

    @R.function
    def folded_to_constants() -> R.Tuple(R.Tensor((4,), dtype="int64"), R.Tensor((), dtype="int32")):
        with R.dataflow():
            a: R.Tensor((4,), dtype="int64") = R.arange(R.prim_value(0), R.prim_value(8), R.prim_value(2), dtype="int64")
            c: R.Tensor((), dtype="int32") = R.astype(R.const(3.7, "float32"), dtype="int32")
            gv: R.Tuple(R.Tensor((4,), dtype="int64"), R.Tensor((), dtype="int32")) = (a, c)
            R.output(gv)
        return gv

    @R.function
    def stays(x: R.Tensor(ndim=2, dtype="float32"), z: R.Tensor((3,), dtype="float32")) -> R.Tuple(R.Tensor(ndim=2, dtype="float32"), R.Tensor((3,), dtype="float32")):
        with R.dataflow():
            e: R.Tensor(ndim=2, dtype="float32") = R.exp(x)
            s: R.Tensor((3,), dtype="float32") = R.sort(z, axis=-1, descending=False)
            c: R.Tensor((3,), dtype="float32") = R.cumsum(z, axis=0)
            gv: R.Tuple(R.Tensor(ndim=2, dtype="float32"), R.Tensor((3,), dtype="float32")) = (e, c)
            R.output(gv)
        return gv
