"""The adreno pipeline (TVM's ``relax/backend/adreno/pipeline.py``)."""

from .._pipeline import stage_functions

globals().update(stage_functions("adreno"))

__all__ = [
    "dataflow_lower_passes",
    "finalize_passes",
    "get_default_pipeline",
    "legalize_passes",
    "library_dispatch_passes",
]
