"""The cpu_generic pipeline (TVM's ``relax/backend/cpu_generic/pipeline.py``)."""

from .._pipeline import stage_functions

globals().update(stage_functions("cpu_generic"))

__all__ = [
    "dataflow_lower_passes",
    "finalize_passes",
    "get_default_pipeline",
    "legalize_passes",
    "library_dispatch_passes",
]
