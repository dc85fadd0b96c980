"""TVMScript in and out: rlx.script.from_source, IRModule.script, errors."""

import pytest

import rlx

MLP = '''# from tvm.script import ir as I
# from tvm.script import relax as R

@I.ir_module
class Module:
    @R.function
    def main(x: R.Tensor((2, 4), dtype="float32"), w: R.Tensor((4, 3), dtype="float32")) -> R.Tensor((2, 3), dtype="float32"):
        with R.dataflow():
            y: R.Tensor((2, 3), dtype="float32") = R.matmul(x, w, out_dtype="void")
            z: R.Tensor((2, 3), dtype="float32") = R.nn.relu(y)
            R.output(z)
        return z
'''


def test_parse_and_print_round_trip():
    mod = rlx.script.from_source(MLP)
    assert mod.get_global_vars() == ["main"]
    assert "main" in mod and "other" not in mod
    text = mod.script()
    assert "R.nn.relu(y)" in text
    again = rlx.script.from_source(text)
    assert again.script() == text
    assert again == mod


def test_tvm_style_prints_tvm_spelling():
    mod = rlx.script.from_source(MLP.replace("(2, 4)", "(\"n\", 4)").replace("(2, 3)", "(\"n\", 3)"))
    text = mod.script(style="tvm")
    # TVM 0.27 declares signature dims as module-level TypeVars and its
    # mod.script() ends without a newline.
    assert 'n = TypeVar("n")' in text
    assert not text.endswith("\n")
    assert mod.script().endswith("\n")
    assert rlx.script.from_source(text) == mod


def test_bad_style_is_a_value_error():
    with pytest.raises(ValueError, match="print style must be 'rlx' or 'tvm'"):
        rlx.script.from_source(MLP).script(style="pretty")


def test_parse_error_names_file_line_and_column():
    bad = MLP.replace("R.nn.relu(y)", "R.nn.relu(y,")
    with pytest.raises(rlx.DiagnosticError) as e:
        rlx.script.from_source(bad, name="model.py")
    # The unclosed call swallows the next line; `return` is the first token
    # that cannot continue it.
    assert "model.py:12:9: error: expected ',' or ')'" in str(e.value)
    assert isinstance(e.value, ValueError)


def test_unknown_operator_is_refused_with_location():
    bad = MLP.replace("R.nn.relu(y)", "R.nn.not_an_op(y)")
    with pytest.raises(rlx.DiagnosticError, match=r"model.py:10:52: error: unknown operator 'R.nn.not_an_op'"):
        rlx.script.from_source(bad, name="model.py")


def test_from_file(tmp_path):
    path = tmp_path / "m.py"
    path.write_text(MLP)
    assert rlx.script.from_file(path) == rlx.script.from_source(MLP)
    with pytest.raises(rlx.DiagnosticError, match="cannot open"):
        rlx.script.from_file(tmp_path / "missing.py")


def test_target_parse_and_scope():
    t = rlx.Target("cuda -arch=sm_90")
    assert t.kind == "cuda"
    assert "gpu" in t.keys
    assert rlx.Target(str(t)) == t
    assert rlx.Target.current() is None
    with t:
        assert rlx.Target.current() == t
        with rlx.Target("llvm") as inner:
            assert rlx.Target.current() is inner
        assert rlx.Target.current() == t
    assert rlx.Target.current() is None
    with pytest.raises(rlx.DiagnosticError):
        rlx.Target("not_a_kind")
