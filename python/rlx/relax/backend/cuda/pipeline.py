"""The cuda pipeline (TVM's ``relax/backend/cuda/pipeline.py``)."""

from .._pipeline import stage_functions

globals().update(stage_functions("cuda"))

__all__ = [
    "dataflow_lower_passes",
    "finalize_passes",
    "get_default_pipeline",
    "legalize_passes",
    "library_dispatch_passes",
]
