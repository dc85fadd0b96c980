"""The four pipeline stages and the default pipeline of one backend package."""

from ... import _core
from ...ir import Target
from ...transform import Pass


def stage_functions(package):
    """TVM's ``library_dispatch_passes``, ``legalize_passes``,
    ``dataflow_lower_passes``, ``finalize_passes`` and
    ``get_default_pipeline`` for ``package``, in that order."""

    def stage(name, what):
        def passes(target):
            return [Pass(p) for p in _core.stage_passes(package, name, Target(target)._handle)]

        passes.__name__ = name
        passes.__doc__ = "The %s passes of the %s pipeline for ``target``, in order." % (what, package)
        return passes

    def get_default_pipeline(target):
        return Pass(_core.default_pipeline(package, Target(target)._handle))

    get_default_pipeline.__doc__ = (
        "The %s backend's default pipeline for ``target``: library dispatch, legalization, dataflow "
        "lowering and finalization, as one pass." % package
    )
    return (
        stage("library_dispatch_passes", "library dispatch"),
        stage("legalize_passes", "legalization"),
        stage("dataflow_lower_passes", "dataflow lowering"),
        stage("finalize_passes", "finalization"),
        get_default_pipeline,
    )


def partition(backend, mod, **options):
    """Runs ``partition_for_<backend>`` with ``options`` on ``mod``."""
    return Pass(_core.partition_pass(backend, **options))(mod)
