"""Generalization hierarchies (Blocki-Williams 2010, Definition 9).

A hierarchy is a rooted tree per column: leaves are the column's values, inner
nodes coarser values, the root the fully suppressed value ``*``. Every level has
a cost, non-decreasing toward the root (Def. 9 asks c(parent) >= c(child); costs
per level are the case ARX and optanon use). The default cost of level L is
L / height, so the root costs 1 like a suppressed cell. Suppression itself is the
star hierarchy: leaves cost 0, the root ``*`` costs 1.

File format (ARX): one line per leaf, ``;``-separated (the delimiter is sniffed),
from the value itself up to the root, every line the same length. A file whose
last column is not a single common root gets an implicit ``*`` root level.
Leaves are matched to data values by their text (a float such as 39.0 also
matches the leaf ``39``).
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

import numpy as np

from ..errors import HierarchyError


def value_key(value) -> str | None:
    """The text a data value is matched by against hierarchy leaves and metric labels."""
    if value is None:
        return ""
    if isinstance(value, float):
        if value != value:  # NaN
            return ""
        if value.is_integer():
            return str(int(value))
    if isinstance(value, (np.floating,)):
        return value_key(float(value))
    if isinstance(value, np.integer):
        return str(int(value))
    return str(value)


@dataclass(frozen=True, eq=False)
class Hierarchy:
    """A generalization hierarchy with level costs.

    ``ancestors[L][i]`` is the node id at level L of leaf i (level 0: the leaf
    itself, ``height``: the root); ``labels[L][node]`` its released text.
    """

    leaves: tuple[str, ...]
    ancestors: tuple[np.ndarray, ...]
    labels: tuple[tuple[str, ...], ...]
    costs: tuple[Fraction, ...]  # exact level costs (height+1), costs[0] == 0, non-decreasing

    @property
    def height(self) -> int:
        return len(self.ancestors) - 1

    @classmethod
    def star(cls, leaves, token: str = "*") -> "Hierarchy":
        """The suppression hierarchy: every value generalizes straight to ``token``."""
        leaves = tuple(leaves)
        r = len(leaves)
        return cls(leaves, (np.arange(r, dtype=np.int64), np.zeros(r, dtype=np.int64)), (leaves, (token,)), (Fraction(0), Fraction(1)))

    @classmethod
    def from_rows(cls, rows, costs=None, source: str = "hierarchy") -> "Hierarchy":
        # each row with its line (counting blank lines, which csv yields as []; [''] is the empty value)
        numbered = [(line, list(r)) for line, r in enumerate(rows, 1) if r]
        if not numbered:
            raise HierarchyError(f"{source}: the hierarchy is empty")
        lines, rows = [line for line, _ in numbered], [r for _, r in numbered]
        width = len(rows[0])
        for line, r in numbered:
            if len(r) != width:
                raise HierarchyError(f"{source}: line {line} has {len(r)} levels, line {lines[0]} has {width}; every line must run from the value up to the root")
        if len({r[-1] for r in rows}) != 1 or width == 1:
            rows = [r + ["*"] for r in rows]
            width += 1
        first_line = {}
        unique = []  # indices of the first line of each value
        for i, r in enumerate(rows):
            j = first_line.get(r[0])
            if j is None:
                first_line[r[0]] = i
                unique.append(i)
            elif rows[j] != r:
                raise HierarchyError(f"{source}: lines {lines[j]} and {lines[i]} give different generalizations of the same value")
        rows, lines = [rows[i] for i in unique], [lines[i] for i in unique]
        leaves = tuple(r[0] for r in rows)
        ancestors, labels = [np.arange(len(rows), dtype=np.int64)], [leaves]
        for level in range(1, width):
            ids: dict[str, int] = {}
            anc = np.array([ids.setdefault(r[level], len(ids)) for r in rows], dtype=np.int64)
            # a tree: each node of the level below has a single parent
            below = ancestors[-1]
            parent = np.full(len(labels[-1]), -1, dtype=np.int64)
            parent[below] = anc
            if not np.array_equal(parent[below], anc):
                seen: dict[int, int] = {}  # node below -> its first line
                for i, node in enumerate(below.tolist()):
                    first = seen.setdefault(node, i)
                    if anc[first] != anc[i]:
                        # no label quoted: a data file given by mistake would show its values
                        raise HierarchyError(f"{source}: lines {lines[first]} and {lines[i]} give one node of level {level - 1} "
                                             f"two parents at level {level}; a hierarchy must be a tree")
            ancestors.append(anc)
            labels.append(tuple(ids))
        height = width - 1
        if costs is None:
            cost_list = tuple(Fraction(level, height) for level in range(height + 1))
        else:
            costs = list(costs)
            if len(costs) != height:
                raise HierarchyError(f"{source}: {len(costs)} level costs given, the hierarchy has {height} levels above the values")
            if any(isinstance(c, bool) for c in costs):
                raise HierarchyError(f"{source}: level costs must be numbers, got {costs}")
            try:
                cost_list = (Fraction(0),) + tuple(Fraction(str(c)) if isinstance(c, float) else Fraction(c) for c in costs)
            except (ValueError, TypeError):
                raise HierarchyError(f"{source}: level costs must be numbers, got {costs}") from None
            if any(b < a for a, b in zip(cost_list, cost_list[1:])):
                raise HierarchyError(f"{source}: level costs must be >= 0 and non-decreasing toward the root, got {costs}")
        return cls(leaves, tuple(ancestors), tuple(labels), cost_list)

    @classmethod
    def from_csv(cls, path, costs=None, delimiter: str | None = None, encoding: str = "utf-8") -> "Hierarchy":
        path = Path(path)
        if not path.is_file():
            raise HierarchyError(f"hierarchy file not found: {path}")
        try:
            text = path.read_text(encoding=encoding)
        except UnicodeDecodeError:
            raise HierarchyError(f"{path}: not valid {encoding}; re-save it as UTF-8") from None
        if delimiter is None:
            first = text.splitlines()[0] if text.strip() else ""
            delimiter = max(";,\t|", key=first.count) if first else ";"
        return cls.from_rows(csv.reader(io.StringIO(text), delimiter=delimiter), costs, source=str(path))

    def leaf_indices(self, values) -> np.ndarray:
        """Leaf id of each value of a column's dictionary, -1 where the hierarchy lacks it."""
        index = {leaf: i for i, leaf in enumerate(self.leaves)}
        return np.array([index.get(value_key(v), -1) for v in values], dtype=np.int64)
