"""The dictionary-encoded table every algorithm works on.

A ``Table`` holds the input frame untouched (for carrying non-QI columns into the
release) and, per quasi-identifier (QI) column, ``int32`` codes into a dictionary
of values. Codes follow a canonical order of the values (sorted, missing last), so
the encoding never depends on row order or hash seeds.

A missing value (empty CSV cell, NaN, None, pd.NA) is a value of its own: two
missing cells agree with each other and disagree with every other value. It is
never a wildcard.

Most solvers work on the distinct QI vectors with their multiplicities
(``vectors``, ``counts``); ``row_vector`` maps each row to its distinct vector.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

#: The dictionary entry that stands for a missing value.
MISSING = None


def encode_column(series: pd.Series) -> tuple[np.ndarray, np.ndarray]:
    """Return (codes int32, values object array) with values in canonical order.

    Values are sorted (numbers numerically, strings lexicographically; mixed types
    by type name then text); a missing value, if any, gets the last code.
    """
    codes, uniques = pd.factorize(series, use_na_sentinel=True, sort=False)
    uniques = np.asarray(uniques, dtype=object)
    try:
        order = sorted(range(len(uniques)), key=uniques.__getitem__)
    except TypeError:
        order = sorted(range(len(uniques)), key=lambda i: (type(uniques[i]).__name__, str(uniques[i])))
    rank = np.empty(len(uniques) + 1, dtype=np.int32)
    rank[np.asarray(order, dtype=np.int64)] = np.arange(len(uniques), dtype=np.int32)
    has_missing = bool((codes < 0).any())
    rank[-1] = len(uniques)  # codes == -1 index the last slot
    values = list(uniques[order])
    if has_missing:
        values.append(MISSING)
    out = np.empty(len(values), dtype=object)
    out[:] = values
    return rank[codes], out


def group_rows(codes: np.ndarray, cards: list[int]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Group rows of an integer matrix by equal vectors.

    Returns (inverse, vectors, counts): ``vectors`` are the distinct rows in
    lexicographic order, ``inverse[i]`` the index of row i's vector, ``counts``
    the multiplicities. Hash-based (pandas factorize) on a mixed-radix int64 key,
    re-compressed whenever the radix product would overflow.
    """
    n, m = codes.shape
    if m == 0 or n == 0:
        return np.zeros(n, dtype=np.int64), np.zeros((min(n, 1), m), dtype=np.int32), np.array([n] if n else [], dtype=np.int64)
    key = np.zeros(n, dtype=np.int64)
    span = 1
    for j in range(m):
        card = max(int(cards[j]), 1)
        if span * card >= 2**62:
            key, uniq = pd.factorize(key, sort=False)
            key = key.astype(np.int64)
            span = len(uniq)
        key = key * card + codes[:, j]
        span *= card
    fcodes, uniq = pd.factorize(key, sort=False)
    # factorize numbers values in order of first appearance: first rows are where the running max grows
    running = np.maximum.accumulate(fcodes)
    first = np.flatnonzero(np.diff(running, prepend=-1) > 0)
    vectors = np.ascontiguousarray(codes[first])
    order = np.lexsort(vectors.T[::-1])
    rank = np.empty(len(order), dtype=np.int64)
    rank[order] = np.arange(len(order))
    inverse = rank[fcodes]
    counts = np.bincount(inverse, minlength=len(order)).astype(np.int64)
    return inverse, vectors[order], counts


@dataclass(frozen=True, eq=False)
class Table:
    """A table encoded for the algorithms. Build it with ``Table.encode``."""

    frame: pd.DataFrame  # the input as given, with a fresh RangeIndex
    qi: tuple[str, ...]
    sensitive: tuple[str, ...]
    codes: np.ndarray  # int32 (n, m): QI codes
    values: tuple[np.ndarray, ...]  # per QI column: code -> value
    row_vector: np.ndarray  # int64 (n,): index of each row's distinct QI vector
    vectors: np.ndarray  # int32 (d, m): distinct QI vectors, lexicographic
    counts: np.ndarray  # int64 (d,): multiplicity of each distinct vector
    sa_codes: np.ndarray  # int32 (n, s): SA codes
    sa_values: tuple[np.ndarray, ...]  # per SA column: code -> value

    @classmethod
    def encode(cls, frame: pd.DataFrame, qi, sensitive=()) -> "Table":
        """Encode ``frame`` (columns already validated by the caller)."""
        frame = frame.reset_index(drop=True)
        qi, sensitive = tuple(qi), tuple(sensitive)
        n = len(frame)
        codes = np.empty((n, len(qi)), dtype=np.int32)
        values = []
        for j, col in enumerate(qi):
            codes[:, j], vals = encode_column(frame[col])
            values.append(vals)
        sa_codes = np.empty((n, len(sensitive)), dtype=np.int32)
        sa_values = []
        for j, col in enumerate(sensitive):
            sa_codes[:, j], vals = encode_column(frame[col])
            sa_values.append(vals)
        row_vector, vectors, counts = group_rows(codes, [len(v) for v in values])
        return cls(frame, qi, sensitive, codes, tuple(values), row_vector, vectors, counts, sa_codes, tuple(sa_values))

    @property
    def n(self) -> int:
        return int(self.codes.shape[0])

    @property
    def m(self) -> int:
        return int(self.codes.shape[1])

    @property
    def cards(self) -> list[int]:
        return [len(v) for v in self.values]
