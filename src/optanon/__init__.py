"""optanon: optimal anonymization of tables, with proofs and lower bounds.

Publish a table so that no one can be singled out (k-anonymity, l-diversity,
t-closeness) while suppressing as few cells as possible, and say how far from the
optimum the answer can be.
"""

from .api import CheckResult, LValues, ModelCheck, anonymize, check
from .core.hierarchy import Hierarchy
from .core.metrics import EqualMetric, HierarchicalMetric, MatrixMetric, OrderedMetric
from .core.models import KAnonymity, LDiversity, TCloseness
from .core.table import Table
from .errors import OptanonError
from .release import Release

__version__ = "0.1.0"

__all__ = [
    "CheckResult",
    "EqualMetric",
    "HierarchicalMetric",
    "Hierarchy",
    "KAnonymity",
    "LDiversity",
    "LValues",
    "MatrixMetric",
    "ModelCheck",
    "OptanonError",
    "OrderedMetric",
    "Release",
    "TCloseness",
    "Table",
    "__version__",
    "anonymize",
    "check",
]
