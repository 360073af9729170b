"""Per-group statistics that every privacy model reads.

A partition is given as ``labels``: one group number per row, groups numbered
0..g-1, none empty. ``GroupStats`` holds the group sizes and, per sensitive
column, the sparse (group, value, count) triples sorted by group then value,
plus the whole table's SA counts. Everything is vectorised: no Python loop over
rows or groups.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True, eq=False)
class SACounts:
    """SA value counts of every group, for one sensitive column."""

    column: str
    table_counts: np.ndarray  # int64 (r,): count of each SA value in the whole table
    starts: np.ndarray  # int64 (g+1,): group g's triples are [starts[g], starts[g+1])
    value: np.ndarray  # int64 (p,): SA code of each triple
    count: np.ndarray  # int64 (p,): rows of the group with that value (> 0)

    @property
    def r(self) -> int:
        return int(self.table_counts.shape[0])

    @property
    def group_of_pair(self) -> np.ndarray:
        return np.repeat(np.arange(len(self.starts) - 1), np.diff(self.starts))

    def max_count(self) -> np.ndarray:
        return np.maximum.reduceat(self.count, self.starts[:-1])

    def distinct(self) -> np.ndarray:
        return np.diff(self.starts)

    def dense(self, g0: int, g1: int) -> np.ndarray:
        """Counts of groups g0..g1-1 as a dense (g1-g0, r) int64 matrix."""
        lo, hi = self.starts[g0], self.starts[g1]
        out = np.zeros((g1 - g0, self.r), dtype=np.int64)
        rows = self.group_of_pair[lo:hi] - g0
        out[rows, self.value[lo:hi]] = self.count[lo:hi]
        return out


@dataclass(frozen=True, eq=False)
class GroupStats:
    """Sizes and SA counts of the groups of one partition of a table."""

    n: int
    sizes: np.ndarray  # int64 (g,)
    sa: tuple[SACounts, ...]

    @property
    def g(self) -> int:
        return int(self.sizes.shape[0])

    @classmethod
    def from_labels(cls, labels: np.ndarray, sa_codes: np.ndarray, sa_values, sa_columns, num_groups: int | None = None) -> "GroupStats":
        labels = np.asarray(labels, dtype=np.int64)
        g = int(labels.max()) + 1 if num_groups is None else num_groups
        sizes = np.bincount(labels, minlength=g).astype(np.int64)
        sa = []
        for j, column in enumerate(sa_columns):
            r = len(sa_values[j])
            codes = sa_codes[:, j].astype(np.int64)
            keys, counts = np.unique(labels * r + codes, return_counts=True)
            group = keys // r
            starts = np.zeros(g + 1, dtype=np.int64)
            np.cumsum(np.bincount(group, minlength=g), out=starts[1:])
            table_counts = np.bincount(codes, minlength=r).astype(np.int64)
            sa.append(SACounts(column, table_counts, starts, keys % r, counts.astype(np.int64)))
        return cls(int(labels.shape[0]), sizes, tuple(sa))

    @classmethod
    def from_dense(cls, n: int, sizes: np.ndarray, dense, table_counts, columns) -> "GroupStats":
        """Stats of arbitrary (possibly overlapping) row sets given their dense SA counts.

        ``dense[j]`` is a (g, r_j) count matrix for SA column j; every set must be non-empty.
        """
        sa = []
        for counts, tc, column in zip(dense, table_counts, columns):
            rows, values = np.nonzero(counts)
            starts = np.zeros(counts.shape[0] + 1, dtype=np.int64)
            np.cumsum(np.count_nonzero(counts, axis=1), out=starts[1:])
            sa.append(SACounts(column, np.asarray(tc, dtype=np.int64), starts, values.astype(np.int64), counts[rows, values].astype(np.int64)))
        return cls(int(n), np.asarray(sizes, dtype=np.int64), tuple(sa))

    @classmethod
    def of_table(cls, table, labels: np.ndarray, num_groups: int | None = None) -> "GroupStats":
        return cls.from_labels(labels, table.sa_codes, table.sa_values, table.sensitive, num_groups)
