"""rlx.compile and the VM on numpy arrays, against numpy's own results."""

import numpy as np
import pytest

import rlx
from rlx.relax import VirtualMachine

MLP = '''# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor(("n", 4), dtype="float32"), w: R.Tensor((4, 3), dtype="float32"), b: R.Tensor((3,), dtype="float32")):
        with R.dataflow():
            y = R.matmul(x, w)
            z = R.nn.relu(R.add(y, b))
            s = R.sum(z, axis=[1])
            R.output(z, s)
        return (z, s)
'''


def reference(x, w, b):
    z = np.maximum(x @ w + b, 0)
    return z, z.sum(axis=1)


def test_compile_and_run_matches_numpy():
    rng = np.random.default_rng(0)
    exe = rlx.compile(rlx.script.from_source(MLP), "llvm")
    assert "main" in exe.function_names()
    vm = VirtualMachine(exe)
    for n in (1, 5):
        x = rng.standard_normal((n, 4)).astype("float32")
        w = rng.standard_normal((4, 3)).astype("float32")
        b = rng.standard_normal(3).astype("float32")
        z, s = vm["main"](x, w, b)
        assert isinstance(z, np.ndarray) and z.dtype == np.float32 and z.shape == (n, 3)
        want_z, want_s = reference(x, w, b)
        np.testing.assert_allclose(z, want_z, rtol=1e-5, atol=1e-6)
        np.testing.assert_allclose(s, want_s, rtol=1e-5, atol=1e-5)


def test_outputs_are_independent_copies():
    exe = rlx.compile(rlx.script.from_source(MLP), "llvm")
    vm = VirtualMachine(exe)
    x = np.ones((2, 4), "float32")
    w = np.ones((4, 3), "float32")
    b = np.zeros(3, "float32")
    z1, _ = vm["main"](x, w, b)
    z1[:] = -1
    z2, _ = vm["main"](x, w, b)
    np.testing.assert_array_equal(z2, np.full((2, 3), 4, "float32"))


def test_non_contiguous_inputs_are_read_correctly():
    exe = rlx.compile(rlx.script.from_source(MLP), "llvm")
    vm = VirtualMachine(exe)
    rng = np.random.default_rng(1)
    xt = rng.standard_normal((4, 6)).astype("float32")
    x = xt.T  # a transposed view: Fortran order
    w = rng.standard_normal((4, 3)).astype("float32")
    b = rng.standard_normal(3).astype("float32")
    z, _ = vm["main"](x, w, b)
    np.testing.assert_allclose(z, reference(x, w, b)[0], rtol=1e-5, atol=1e-6)


def test_wrong_arguments_are_diagnosed():
    vm = VirtualMachine(rlx.compile(rlx.script.from_source(MLP), "llvm"))
    x = np.ones((2, 4), "float32")
    w = np.ones((4, 3), "float32")
    with pytest.raises(rlx.DiagnosticError):
        vm["main"](x, w)  # one argument missing
    with pytest.raises(rlx.DiagnosticError):
        vm["main"](x.astype("float64"), w, np.zeros(3, "float32"))
    with pytest.raises(rlx.DiagnosticError):
        vm["main"](np.ones((2, 5), "float32"), w, np.zeros(3, "float32"))
    with pytest.raises(AttributeError, match="no function 'nope'"):
        vm["nope"]
    with pytest.raises(rlx.DiagnosticError, match="numpy arrays of bool, int, uint and float"):
        vm["main"](x.astype("complex64"), w, np.zeros(3, "float32"))


def test_executable_save_and_load(tmp_path):
    exe = rlx.compile(rlx.script.from_source(MLP), "llvm")
    data = exe.save()
    assert data == rlx.compile(rlx.script.from_source(MLP), "llvm").save(), "builds are deterministic"
    path = tmp_path / "m.rlxexe"
    exe.export_library(str(path))
    again = rlx.load_executable(str(path))
    x = np.ones((3, 4), "float32")
    w = np.ones((4, 3), "float32")
    b = np.ones(3, "float32")
    z, _ = VirtualMachine(again)["main"](x, w, b)
    np.testing.assert_array_equal(z, np.full((3, 3), 5, "float32"))
    with pytest.raises(rlx.DiagnosticError):
        rlx.load_executable(data[:-3])


def test_torch_tensors_go_in_directly():
    torch = pytest.importorskip("torch", reason="PyTorch is not installed in this interpreter")
    vm = VirtualMachine(rlx.compile(rlx.script.from_source(MLP), "llvm"))
    x = torch.randn(2, 4)
    w = torch.randn(4, 3)
    b = torch.randn(3)
    z, _ = vm["main"](x, w, b)
    np.testing.assert_allclose(z, torch.relu(x @ w + b).numpy(), rtol=1e-5, atol=1e-6)


def test_tvm_call_forms():
    rng = np.random.default_rng(2)
    x = rng.standard_normal((2, 4)).astype("float32")
    w = rng.standard_normal((4, 3)).astype("float32")
    b = rng.standard_normal(3).astype("float32")
    mod = rlx.script.from_source(MLP)
    with rlx.Target("llvm"):
        exe = rlx.compile(mod)  # the target in scope
    z, _ = VirtualMachine(exe, None)["main"](x, w, b)
    # TVM's runtime tensors have .numpy(); so do rlx's results.
    assert type(z.numpy()) is np.ndarray
    np.testing.assert_allclose(z.numpy(), reference(x, w, b)[0], rtol=1e-5, atol=1e-6)
    zero = rlx.compile(mod, "llvm", relax_pipeline="zero")
    np.testing.assert_allclose(VirtualMachine(zero)["main"](x, w, b)[0], reference(x, w, b)[0], rtol=1e-5, atol=1e-6)
    # None: the module is lowered already (here by the default pipeline).
    lowered = rlx.relax.get_default_pipeline(rlx.Target("llvm"))(mod)
    prebuilt = VirtualMachine(rlx.compile(lowered, "llvm", relax_pipeline=None))
    np.testing.assert_allclose(prebuilt["main"](x, w, b)[0], reference(x, w, b)[0], rtol=1e-5, atol=1e-6)
    with pytest.raises(TypeError, match="relax_pipeline must be"):
        rlx.compile(mod, "llvm", relax_pipeline=3)
    with pytest.raises(ValueError, match="no target given"):
        rlx.compile(mod)
    with pytest.raises(ValueError, match="rlx.Executable"):
        VirtualMachine("not an executable")


INPLACE = '''# from tvm.script import ir as I
# from tvm.script import tir as T
# from tvm.script import relax as R

@I.ir_module
class Module:
    @T.prim_func(private=True)
    def bump(A: T.Buffer((T.int64(3),), "float32")):
        for i in range(T.int64(3)):
            with T.block("bump"):
                vi = T.axis.spatial(T.int64(3), i)
                A[vi] = A[vi] + T.float32(1)

    @R.function
    def main(x: R.Tensor((3,), dtype="float32")) -> R.Tensor((3,), dtype="float32"):
        cls = Module
        y = R.call_tir_inplace(cls.bump, (x,), out_sinfo=R.Tensor((3,), dtype="float32"), inplace_indices=[0])
        return y
'''


def test_arguments_are_read_in_place_not_copied():
    # As TVM's DLPack arguments: a kernel that writes a parameter in place
    # writes the caller's buffer; the result is a copy of its own.
    vm = VirtualMachine(rlx.compile(rlx.script.from_source(INPLACE), "llvm"))
    x = np.arange(3, dtype="float32")
    y = vm["main"](x)
    np.testing.assert_array_equal(y, [1, 2, 3])
    np.testing.assert_array_equal(x, [1, 2, 3])
    # A strided view goes through a contiguous copy, which the kernel writes.
    big = np.arange(6, dtype="float32")
    np.testing.assert_array_equal(vm["main"](big[::2]), [1, 3, 5])
    np.testing.assert_array_equal(big, np.arange(6, dtype="float32"))
    # Misaligned data (a float32 view one byte into a buffer) is copied.
    raw = np.zeros(13, dtype="uint8")
    odd = raw[1:13].view("float32")
    np.testing.assert_array_equal(vm["main"](odd), [1, 1, 1])
    np.testing.assert_array_equal(raw, np.zeros(13, dtype="uint8"))
