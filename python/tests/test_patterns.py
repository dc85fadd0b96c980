"""Pattern tables written in Python: rlx.relax.dpl and FuseOpsByPattern."""

import numpy as np
import pytest

import rlx
from rlx.relax import dpl, transform

MODEL = '''# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((8, 16), dtype="float32"), w: R.Tensor((16, 32), dtype="float32"), b: R.Tensor((32,), dtype="float32")) -> R.Tensor((8, 32), dtype="float32"):
        with R.dataflow():
            y: R.Tensor((8, 32), dtype="float32") = R.matmul(x, w, out_dtype="void")
            z: R.Tensor((8, 32), dtype="float32") = R.add(y, b)
            r: R.Tensor((8, 32), dtype="float32") = R.nn.relu(z)
            R.output(r)
        return r
'''


def matmul_bias_relu():
    x, w, b = dpl.wildcard(), dpl.wildcard(), dpl.wildcard()
    mm = dpl.is_op("relax.matmul")(x, w)
    return dpl.is_op("relax.nn.relu")(dpl.is_op("relax.add")(mm, b))


def test_fuse_ops_by_pattern_with_a_python_table():
    mod = rlx.script.from_source(MODEL)
    out = transform.FuseOpsByPattern([("mylib.matmul_bias_relu", matmul_bias_relu())], annotate_codegen=True)(mod)
    text = out.script()
    assert 'Composite": "mylib.matmul_bias_relu"' in text
    assert 'Codegen": "mylib"' in text
    # The whole chain went into the composite: main calls one function.
    main = text[text.index("def main"):]
    assert "R.nn.relu(" not in main and "R.matmul(" not in main


def test_table_order_is_priority():
    mod = rlx.script.from_source(MODEL)
    mm = dpl.is_op("relax.matmul")(dpl.wildcard(), dpl.wildcard())
    table = [("mylib.matmul", mm), ("mylib.matmul_bias_relu", matmul_bias_relu())]
    text = transform.FuseOpsByPattern(table)(mod).script()
    assert 'Composite": "mylib.matmul"' in text
    assert "matmul_bias_relu" not in text


def test_dtype_constraint_rejects_a_match():
    mod = rlx.script.from_source(MODEL)
    fp16 = dpl.is_op("relax.matmul")(dpl.wildcard().has_dtype("float16"), dpl.wildcard())
    assert transform.FuseOpsByPattern([("mylib.matmul", fp16)])(mod) == mod
    with pytest.raises(rlx.DiagnosticError, match="unknown dtype 'floaty'"):
        dpl.wildcard().has_dtype("floaty")


def test_unknown_operator_is_refused():
    with pytest.raises(rlx.DiagnosticError, match="no operator 'relax.not_an_op'"):
        dpl.is_op("relax.not_an_op")


def test_python_check_functions_are_refused_not_ignored():
    with pytest.raises(NotImplementedError):
        transform.FusionPattern("mylib.matmul", matmul_bias_relu(), check=lambda ctx: True)


def test_fused_module_still_computes_the_same():
    # Without a codegen to take the composite, the pipeline inlines it back
    # (as TVM does for composites no codegen claims): the result is unchanged.
    mod = rlx.script.from_source(MODEL)
    fused = transform.FuseOpsByPattern([("mylib.matmul_bias_relu", matmul_bias_relu())])(mod)
    rng = np.random.default_rng(0)
    x = rng.standard_normal((8, 16)).astype("float32")
    w = rng.standard_normal((16, 32)).astype("float32")
    b = rng.standard_normal(32).astype("float32")
    got = rlx.relax.VirtualMachine(rlx.compile(fused, "llvm"))["main"](x, w, b)
    np.testing.assert_allclose(got, np.maximum(x @ w + b, 0), rtol=1e-5, atol=1e-5)


def test_call_keywords_and_bad_entries():
    mm = dpl.is_op("relax.matmul")(dpl.wildcard(), varg_default_wildcard=True)
    mod = rlx.script.from_source(MODEL)
    assert 'Composite": "mylib.matmul"' in transform.FuseOpsByPattern([("mylib.matmul", mm)])(mod).script()
    with pytest.raises(ValueError, match="pattern table entry"):
        transform.FuseOpsByPattern(["mylib.matmul"])
