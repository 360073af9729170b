"""Partition -> verified release. The only way a solver may return a result.

``make_result`` takes a partition (a group label per row), builds the released
table (QI cells replaced by ``*`` or by the group's lowest common ancestor in the
column's hierarchy), recomputes the cost from scratch, and verifies every privacy
model on every *released* equivalence class (rows whose released QI values are
identical, which is what an attacker sees; two solver groups released alike are
one class). A partition that fails raises ``VerificationError``: a solver bug,
never silently returned.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from fractions import Fraction

import numpy as np
import pandas as pd

from ..errors import VerificationError
from .cost import BoundCost, CostModel
from .groups import GroupStats
from .hierarchy import value_key
from .table import group_rows

STATUSES = ("optimal", "feasible", "infeasible", "timeout")


def canonical_labels(labels) -> tuple[np.ndarray, int]:
    """Renumber groups 0..g-1 in order of their first row (deterministic)."""
    labels = np.asarray(labels)
    _, first, inverse = np.unique(labels, return_index=True, return_inverse=True)
    rank = np.empty(len(first), dtype=np.int64)
    rank[np.argsort(first, kind="stable")] = np.arange(len(first))
    return rank[inverse.ravel()], len(first)


@dataclass(frozen=True, eq=False)
class Release:
    """A verified release of a table under a partition."""

    data: pd.DataFrame  # the input with generalized QI cells, rows in input order
    labels: np.ndarray  # int64 (n,): group of each row (canonical numbering)
    level: np.ndarray  # int64 (groups, m): generalization level of each group's column
    cost: Fraction  # exact cost (suppressed cells under suppression)
    suppressed_cells: int  # cells generalized to the root '*'
    classes: int  # released equivalence classes
    smallest_class: int


def build_release(table, labels, models, cost_model: CostModel | None = None) -> Release:
    """Build and verify the release of ``table`` under the partition ``labels``."""
    cost_model = cost_model or CostModel()
    labels = np.asarray(labels)
    if labels.shape != (table.n,):
        raise VerificationError(f"a partition must label each of the {table.n} rows, got shape {labels.shape}")
    labels, g = canonical_labels(labels)
    bound: BoundCost = cost_model.bind(table)
    level, node = bound.generalize(table.codes, labels, g)
    sizes = np.bincount(labels, minlength=g)
    units = bound.units_of(level, sizes)
    suppressed = int((bound.suppressed(level) * sizes[:, None]).sum())

    # released classes are rows whose released QI cells read the same (what an attacker
    # sees): a leaf shows its value, a generalized cell its ancestor's label
    shown = np.empty((table.n, table.m), dtype=np.int64)
    for j, col in enumerate(bound.columns):
        texts: dict[str, int] = {}
        leaf_text = np.array([texts.setdefault(value_key(v), len(texts)) for v in table.values[j]], dtype=np.int64)
        label_text = [np.array([texts.setdefault(str(x), len(texts)) for x in names], dtype=np.int64) if lv else leaf_text
                      for lv, names in enumerate(col.labels)]
        lev, nod = level[labels, j], node[labels, j]
        shown[:, j] = leaf_text[table.codes[:, j]]
        for lv in np.unique(lev[lev > 0]):
            rows = np.flatnonzero(lev == lv)
            shown[rows, j] = label_text[lv][nod[rows]]
    cards = [int(shown[:, j].max()) + 1 for j in range(table.m)]
    classes, _, class_sizes = group_rows(shown, cards)
    stats = GroupStats.of_table(table, classes, num_groups=len(class_sizes))
    for model in models:
        ok = model.holds(table, stats)
        if not ok.all():
            bad = np.flatnonzero(~ok)
            raise VerificationError(f"{model!r} fails on {bad.size} released group(s) ({int(stats.sizes[bad].sum())} rows): solver bug")

    data = table.frame.copy()
    for j, col in enumerate(bound.columns):
        lev = level[labels, j]
        if not (lev > 0).any():
            continue
        out = data[col.name].astype(object).to_numpy(copy=True)
        gen = np.flatnonzero(lev > 0)
        nod = node[labels, j]
        for lv in np.unique(lev[gen]):
            rows = gen[lev[gen] == lv]
            names = np.asarray(col.labels[lv], dtype=object)
            out[rows] = names[nod[rows]]
        data[col.name] = pd.Series(out, index=data.index, dtype=object)
    return Release(data, labels, level, Fraction(units, bound.denominator), suppressed, len(class_sizes), int(class_sizes.min()) if len(class_sizes) else 0)


@dataclass(frozen=True, eq=False)
class Result:
    """What every solver returns: a verified release, its cost and a proven lower bound."""

    release: Release
    lower_bound: Fraction
    status: str
    method: str
    seconds: float
    stats: dict = field(default_factory=dict)

    @property
    def cost(self) -> Fraction:
        return self.release.cost

    @property
    def gap(self) -> float:
        """(cost - lower bound) / cost, 0 when the cost is 0."""
        c = self.release.cost
        return float((c - self.lower_bound) / c) if c else 0.0


def make_result(table, labels, models, cost_model, *, lower_bound, status, method, started, stats=None) -> Result:
    """The one constructor of ``Result``: verifies the partition and the bound."""
    if status not in STATUSES:
        raise ValueError(f"unknown status {status!r}")
    release = build_release(table, labels, models, cost_model)
    lb = Fraction(lower_bound)
    if lb > release.cost:
        raise VerificationError(f"lower bound {lb} exceeds the cost {release.cost} of a verified partition: solver bug")
    if status == "optimal" and lb != release.cost:
        raise VerificationError(f"status 'optimal' needs lower bound == cost, got {lb} < {release.cost}")
    return Result(release, lb, status, method, time.perf_counter() - started, dict(stats or {}))
