"""Dispatch on a model TVM imported from PyTorch: where each sort, scan and
sampling call goes, per target.

    python3 examples/python/dispatch_tvm_model.py [MODEL_DIR]

MODEL_DIR holds a `model.py` that TVM 0.27 printed (default: the sampling
head of testdata/real_models, a PyTorch top-p sampler imported with
relax.frontend.torch). With Apache TVM installed the module is read by TVM
and handed to rlx as a tvm.IRModule; without it rlx reads the text itself.
"""

import pathlib
import re
import sys

import rlx
from rlx.relax import backend

HERE = pathlib.Path(__file__).resolve().parent
DEFAULT = HERE.parents[1] / "testdata" / "real_models" / "sampling_head"


def load(model_dir):
    text = (model_dir / "model.py").read_text()
    try:
        import tvm
    except ImportError:
        return rlx.script.from_source(text, name=str(model_dir / "model.py")), "rlx.script"
    return rlx.from_tvm(tvm.script.from_source(text)), "tvm.script, then rlx.from_tvm"


def kernels(mod):
    """What main calls after dispatch: PrimFuncs and packed functions."""
    main = mod.script()
    main = main[main.index("def main"):]
    called = re.findall(r"R\.call_tir\(cls\.(\w+)|R\.call_dps_packed\(\"([\w.]+)\"|R\.call_pure_packed\(\"([\w.]+)\"", main)
    return sorted({next(n for n in c if n) for c in called})


def main(argv):
    model_dir = pathlib.Path(argv[1]) if len(argv) > 1 else DEFAULT
    mod, how = load(model_dir)
    print("read %s with %s: functions %s" % (model_dir.name, how, ", ".join(mod.get_global_vars())))
    for target in ("llvm", "cuda", "cuda -libs=thrust", "webgpu"):
        with rlx.Target(target):
            out = backend.DispatchSortScan()(backend.DispatchSampling()(mod))
        left = [op for op in ("R.sort(", "R.argsort(", "R.cumsum(", "R.multinomial_from_uniform(") if op in out.script()]
        print("%-18s -> %s%s" % (target, ", ".join(kernels(out)), "; not dispatched: " + ", ".join(left) if left else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
