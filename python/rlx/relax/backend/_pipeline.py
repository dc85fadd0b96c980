"""The four pipeline stages and the default pipeline of one backend package."""

from ... import _core
from ...ir import Target
from ...transform import Pass


def stage_functions(package):
    """TVM's ``library_dispatch_passes``, ``legalize_passes``,
    ``dataflow_lower_passes``, ``finalize_passes`` and
    ``get_default_pipeline`` for ``package``."""

    def stage(name, doc):
        def passes(target):
            return [Pass(p) for p in _core.stage_passes(package, name, Target(target)._handle)]

        passes.__name__ = name
        passes.__doc__ = doc
        return passes

    def get_default_pipeline(target):
        return Pass(_core.default_pipeline(package, Target(target)._handle))

    get_default_pipeline.__doc__ = (
        "The %s backend's default pipeline for ``target``: library dispatch, legalization, dataflow "
        "lowering and finalization, as one pass." % package
    )
    return {
        "library_dispatch_passes": stage("library_dispatch_passes", "Library dispatch passes (%s)." % package),
        "legalize_passes": stage("legalize_passes", "Legalization passes (%s)." % package),
        "dataflow_lower_passes": stage("dataflow_lower_passes", "Dataflow lowering passes (%s)." % package),
        "finalize_passes": stage("finalize_passes", "Finalization passes (%s)." % package),
        "get_default_pipeline": get_default_pipeline,
    }


def partition_function(backend, name, doc, **defaults):
    """A ``partition_for_<backend>(mod, ...)`` with TVM's keyword arguments."""

    def partition(mod, **kwargs):
        unknown = set(kwargs) - set(defaults)
        if unknown:
            raise TypeError("%s() got unexpected keyword arguments: %s" % (name, ", ".join(sorted(unknown))))
        options = dict(defaults)
        options.update(kwargs)
        return Pass(_core.partition_pass(backend, **options))(mod)

    partition.__name__ = name
    partition.__doc__ = doc
    return partition
