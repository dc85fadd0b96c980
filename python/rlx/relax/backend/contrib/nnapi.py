"""Android NNAPI offload (TVM's ``relax/backend/contrib/nnapi.py``)."""

from .._pipeline import partition_function

partition_for_nnapi = partition_function(
    "nnapi", "partition_for_nnapi",
    """Partitions ``mod`` into NNAPI functions. ``feature_level`` keeps only
    the patterns NNAPI supports at that feature level (None: all).""",
    feature_level=None)
