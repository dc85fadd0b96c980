"""The type stubs of the extension (rlx/_core.pyi) name exactly what it has."""

import pathlib
import re

import rlx
from rlx import _core


def test_core_stub_matches_the_extension():
    stub = (pathlib.Path(rlx.__file__).parent / "_core.pyi").read_text()
    stubbed = set(re.findall(r"^(?:def|class) (\w+)", stub, flags=re.M))
    actual = {n for n in dir(_core) if not n.startswith("_")}
    assert stubbed == actual, "missing from the stub: %s; not in the extension: %s" % (
        sorted(actual - stubbed), sorted(stubbed - actual))


def test_public_names_have_docstrings():
    import rlx.relax.backend as backend
    import rlx.relax.dpl as dpl
    import rlx.relax.transform as rtransform

    undocumented = []
    for module in (rlx, rlx.script, rlx.transform, rlx.relax, backend, dpl, rtransform, backend.cuda.cublas,
                   backend.cpu_generic):
        for name in getattr(module, "__all__", None) or [n for n in dir(module) if not n.startswith("_")]:
            obj = getattr(module, name)
            if callable(obj) and not (obj.__doc__ or "").strip():
                undocumented.append("%s.%s" % (module.__name__, name))
    assert not undocumented, undocumented
