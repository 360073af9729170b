"""Cost models: suppression and generalization hierarchies.

Suppression (Meyerson-Williams 2004; Liang-Yuan §2): a group's QI column keeps its
value where all rows of the group agree, else every cell becomes ``*``; the cost
of a group is |G| x (number of ``*`` columns), of a partition the sum.

Generalization (Blocki-Williams 2010, Def. 9): a column with a hierarchy releases
the lowest common ancestor of the group's values; each cell costs the level cost
of that ancestor (0 at the leaves, non-decreasing toward the root). Suppression
is the star hierarchy, so one mechanism serves both.

Costs are exact: level costs are fractions over a common denominator and the cost
of a partition is an integer number of ``units`` (1 unit = 1/denominator).
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

import numpy as np

from ..errors import HierarchyError
from .hierarchy import Hierarchy


@dataclass(frozen=True, eq=False)
class BoundColumn:
    """One QI column's hierarchy over the table's codes."""

    name: str
    ancestors: tuple[np.ndarray, ...]  # ancestors[L][code] = node id at level L
    labels: tuple[tuple, ...]  # labels[L][node] for L >= 1 (labels[0] unused: leaves keep their value)
    units: np.ndarray  # int64 (height+1,): level cost in units

    @property
    def height(self) -> int:
        return len(self.ancestors) - 1

    def meet_level(self, a, b, floor=0) -> np.ndarray:
        """Elementwise (NumPy broadcasting over codes ``a``, ``b`` and ``floor``): the lowest level at
        or above ``floor`` where the two codes share an ancestor, the level of their lowest common
        ancestor once a group already sits at ``floor``."""
        level = np.full(np.broadcast(a, b, floor).shape, self.height, dtype=np.int64)
        for h in range(self.height - 1, -1, -1):  # from the top down: the lowest level of agreement wins
            anc = self.ancestors[h]
            level[(anc[a] == anc[b]) & (h >= floor)] = h
        return level


class CostModel:
    """Suppression for every QI column, or a hierarchy where one is given."""

    def __init__(self, hierarchies: dict | None = None, token: str = "*"):
        self.hierarchies: dict[str, Hierarchy] = dict(hierarchies or {})
        self.token = token

    @property
    def is_suppression(self) -> bool:
        return not self.hierarchies

    def bind(self, table) -> "BoundCost":
        level_costs = []
        columns = []
        for j, col in enumerate(table.qi):
            h = self.hierarchies.get(col)
            if h is None:
                h = Hierarchy.star(range(len(table.values[j])), self.token)
                leaf = np.arange(len(table.values[j]), dtype=np.int64)
            else:
                leaf = h.leaf_indices(table.values[j])
                if (leaf < 0).any():  # the api checks this first, with row numbers
                    raise HierarchyError(f"the hierarchy for column '{col}' lacks values that occur in the data")
            level_costs.append(h.costs)
            columns.append((col, tuple(a[leaf] for a in h.ancestors), h.labels))
        denominator = math.lcm(*[c.denominator for costs in level_costs for c in costs]) if level_costs else 1
        bound = tuple(
            BoundColumn(col, anc, labels, np.array([int(c * denominator) for c in costs], dtype=np.int64))
            for (col, anc, labels), costs in zip(columns, level_costs)
        )
        return BoundCost(bound, denominator)


@dataclass(frozen=True, eq=False)
class BoundCost:
    """A cost model tied to a table's codes."""

    columns: tuple[BoundColumn, ...]
    denominator: int

    def generalize(self, codes: np.ndarray, labels: np.ndarray, num_groups: int) -> tuple[np.ndarray, np.ndarray]:
        """Per group and column, the level and node id of the lowest common ancestor.

        Returns (level, node), both int64 (num_groups, m).
        """
        order = np.argsort(labels, kind="stable")
        sizes = np.bincount(labels, minlength=num_groups)
        starts = np.concatenate([[0], np.cumsum(sizes)[:-1]])
        m = len(self.columns)
        level = np.zeros((num_groups, m), dtype=np.int64)
        node = np.zeros((num_groups, m), dtype=np.int64)
        for j, col in enumerate(self.columns):
            c = codes[order, j]
            todo = np.ones(num_groups, dtype=bool)
            for lev, anc in enumerate(col.ancestors):
                a = anc[c]
                lo = np.minimum.reduceat(a, starts)
                hi = np.maximum.reduceat(a, starts)
                done = todo & (lo == hi)
                level[done, j] = lev
                node[done, j] = lo[done]
                todo &= ~done
                if not todo.any():
                    break
        return level, node

    def count_generalizations(self) -> int:
        """How many generalizations ``generalizations`` would list (without listing them)."""
        return math.prod(col.height + 1 for col in self.columns)

    def generalizations_by_cost(self):
        """Every generalization as (levels, units per row), cheapest first, one at a time (memory
        grows with those produced, not with all of them: 2^30 of them under 30 suppressed columns).
        Best-first over the lattice: each levels vector is reached once, from the one with its last
        raised column lowered by a level (columns raised in index order), and costs at least as
        much as it, level costs being non-decreasing toward the root."""
        import heapq

        units = [[int(u) for u in col.units] for col in self.columns]
        heights = [col.height for col in self.columns]
        heap = [(0, (0,) * len(heights), 0)]
        while heap:
            cost, levels, last = heapq.heappop(heap)
            yield levels, cost
            for j in range(last, len(heights)):
                if levels[j] < heights[j]:
                    up = levels[:j] + (levels[j] + 1,) + levels[j + 1:]
                    heapq.heappush(heap, (cost + units[j][levels[j] + 1] - units[j][levels[j]], up, j))

    def generalizations(self) -> tuple[list[tuple[int, ...]], np.ndarray]:
        """Every generalization of a row (one level per column) and its cost per row in units."""
        combos = list(itertools.product(*[range(col.height + 1) for col in self.columns]))
        levels = np.asarray(combos, dtype=np.int64).reshape(len(combos), len(self.columns))
        units = np.zeros(len(combos), dtype=np.int64)
        for j, col in enumerate(self.columns):
            units += col.units[levels[:, j]]
        return combos, units

    def row_units(self, level: np.ndarray) -> np.ndarray:
        """Cost in units of one row of each group with the given lca levels."""
        per_row = np.zeros(level.shape[0], dtype=np.int64)
        for j, col in enumerate(self.columns):
            per_row += col.units[level[:, j]]
        return per_row

    def units_of(self, level: np.ndarray, sizes: np.ndarray) -> int:
        """Cost in units of groups with the given lca levels and sizes."""
        return int((self.row_units(level) * sizes).sum())

    def suppressed(self, level: np.ndarray) -> np.ndarray:
        """Boolean (groups, m): the column is generalized to the root (``*``)."""
        heights = np.array([col.height for col in self.columns], dtype=np.int64)
        return level == heights[None, :]
