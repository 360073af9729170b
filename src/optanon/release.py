"""The steward's release: what ``optanon.anonymize`` returns.

``Release`` wraps the solver's verified ``core.partition.Result`` (every attribute of
it — ``release``, ``lower_bound``, ``status``, ``method``, ``gap``, ``stats``,
``seconds`` — is available unchanged) and adds what a data steward needs to publish
and explain the table:

- ``data``: the released DataFrame as it will be written — the input's columns in
  their order minus dropped direct identifiers, suppressed cells as ``*`` (or the
  chosen token), rows in input order or shuffled with the seed;
- ``groups``: the released equivalence class of each row of ``data`` (rows whose
  released quasi-identifier cells read the same: what an attacker sees);
- ``write(path)``: CSV or Parquet, atomically, CSV formulas escaped;
- ``report(path=None)``: the self-contained HTML report (``optanon.report``);
- ``summary()``: the JSON summary the CLI prints.

It never holds more than the input table and one released copy of it.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cached_property
from pathlib import Path

import numpy as np
import pandas as pd

from .core.hierarchy import value_key
from .core.partition import canonical_labels
from .core.table import group_rows


class Release:
    """A verified release with its explanation. Built by ``optanon.anonymize``."""

    def __init__(self, result, table, models, cost_model, *, token=None, shuffle=False, seed=0, dropped=(),
                 parameters=None, source=None, delimiter=",", inputs=None):
        self.result = result
        self.table = table
        self.models = tuple(models)
        self.cost_model = cost_model
        self.token = token  # None: suppressed cells as the cost model writes them ('*', or a hierarchy's root)
        self.shuffled = bool(shuffle)
        self.seed = int(seed)
        self.dropped = tuple(dropped)
        self.parameters = dict(parameters or {})
        self.source = source
        self.delimiter = delimiter
        self.inputs = dict(inputs or {})  # {what it is: path} of the files read: never written over
        n = table.n
        self.order = np.random.default_rng(self.seed).permutation(n) if shuffle else np.arange(n)

    # ---- the solver's result, unchanged ------------------------------------------------------
    def __getattr__(self, name):  # release, lower_bound, status, method, seconds, stats, gap, ...
        if name == "result":
            raise AttributeError(name)
        return getattr(self.result, name)

    @property
    def cost(self) -> Fraction:
        return self.result.cost

    @property
    def lower_bound(self) -> Fraction:
        return self.result.lower_bound

    @property
    def status(self) -> str:
        return self.result.status

    @property
    def gap(self) -> float:
        return self.result.gap

    @property
    def method(self) -> str:
        return self.result.method

    def __repr__(self) -> str:
        return (f"<optanon.Release {self.status}: cost {_num(self.cost)}, lower bound {_num(self.lower_bound)}, "
                f"gap {self.gap:.2%}, method {self.method}, {self.table.n} rows, {self.num_groups} groups>")

    # ---- what is released --------------------------------------------------------------------
    @cached_property
    def levels(self) -> np.ndarray:
        """int64 (n, m): generalization level of each QI cell, input row order (0 = value kept)."""
        rel = self.result.release
        return rel.level[rel.labels]

    @cached_property
    def heights(self) -> np.ndarray:
        """Level of the root ('*', suppressed) per QI column."""
        return np.array([c.height for c in self.cost_model.bind(self.table).columns], dtype=np.int64)

    @cached_property
    def suppressed(self) -> dict:
        """{QI column: boolean array over input rows}: cells released as the root (suppressed)."""
        lv = self.levels
        return {col: lv[:, j] == self.heights[j] for j, col in enumerate(self.table.qi)}

    @cached_property
    def class_labels(self) -> np.ndarray:
        """Released equivalence class of each input row (canonical numbering: order of first row)."""
        shown = self.result.release.data
        codes = np.empty((self.table.n, self.table.m), dtype=np.int64)
        cards = []
        for j, col in enumerate(self.table.qi):
            # as the verification does: cells that read the same text are one value (factorize the rows in C,
            # then map the few distinct values to their text)
            fcodes, uniq = pd.factorize(shown[col], use_na_sentinel=True)
            texts, remap = {}, np.empty(len(uniq) + 1, dtype=np.int64)
            for i, v in enumerate(list(uniq) + [None]):
                remap[i] = texts.setdefault(_key(v), len(texts))
            codes[:, j] = remap[fcodes]  # -1 (missing) picks the last slot
            cards.append(len(texts))
        inverse, _, _ = group_rows(codes, cards)
        return canonical_labels(inverse)[0]

    @cached_property
    def class_sizes(self) -> np.ndarray:
        return np.bincount(self.class_labels)

    @property
    def num_groups(self) -> int:
        return int(self.class_sizes.size)

    @cached_property
    def data(self) -> pd.DataFrame:
        """The released table, as written: input columns minus dropped ones, tokens applied, rows (maybe) shuffled."""
        frame = self.result.release.data
        if self.token is not None:
            frame = frame.copy(deep=False)
            for col, mask in self.suppressed.items():
                if mask.any():
                    values = frame[col].astype(object).to_numpy(copy=True)
                    values[mask] = self.token
                    frame[col] = pd.Series(values, index=frame.index, dtype=object)
        if self.shuffled:
            frame = frame.take(self.order)
        frame = frame.reset_index(drop=True)
        frame.attrs = {}
        return frame

    @cached_property
    def groups(self) -> pd.Series:
        """The released equivalence class (group) of each row of ``data``, same index."""
        return pd.Series(self.class_labels[self.order], name="group", index=self.data.index)

    @property
    def suppressed_cells(self) -> int:
        return int(self.result.release.suppressed_cells)

    @property
    def smallest_group(self) -> int:
        return int(self.class_sizes.min()) if self.class_sizes.size else 0

    @property
    def prosecutor_risk(self) -> float:
        """Largest probability that a known person is re-identified: 1 / the smallest group."""
        return 1.0 / self.smallest_group if self.smallest_group else 1.0

    def suppressed_per_column(self) -> dict:
        return {col: int(mask.sum()) for col, mask in self.suppressed.items()}

    def generalized_per_column(self) -> dict:
        """Cells generalized (level > 0) but not to the root, per QI column (0 without hierarchies)."""
        lv = self.levels
        return {col: int(((lv[:, j] > 0) & (lv[:, j] < self.heights[j])).sum()) for j, col in enumerate(self.table.qi)}

    # ---- output -------------------------------------------------------------------------------
    def write(self, path, *, null: bool = False, escape: bool = True, delimiter: str | None = None) -> int:
        """Write ``data`` to ``path`` (CSV or Parquet by suffix), atomically; return the CSV cells escaped.
        Refused (``InputError``) over a file the release was made from (data, database, hierarchy, metric).

        ``null``: suppressed cells as null (Parquet only). ``escape``: escape CSV cells a spreadsheet
        would run as formulas (see ``optanon.io.escape_formulas``).
        """
        from .api import require_booleans, require_no_missing
        from .io import check_output_path, require_token_unescaped, write_release

        require_booleans(null=null, escape=escape)
        check_output_path(path, self.inputs)  # not over a file it read; a writable directory
        require_token_unescaped(self.token, path, escape, "pass escape=False")

        mask = None
        if null:
            require_no_missing(self.table)
            mask = {col: m[self.order] for col, m in self.suppressed.items() if m.any()} or {}
            mask = mask or {self.table.qi[0]: np.zeros(self.table.n, dtype=bool)}
        dtypes = {col: self.table.frame[col].dtype for col in self.table.qi}
        if delimiter is None:  # the input's, but tabs in a .tsv
            delimiter = "\t" if Path(path).suffix.lower() == ".tsv" else self.delimiter
        return write_release(self.data, path, delimiter=delimiter, escape=escape, null_mask=mask, dtypes=dtypes)

    def report(self, path=None, *, title: str | None = None) -> str:
        """The HTML report for an ethics board; written atomically to ``path`` if given. Returns the HTML."""
        from .report import render_report, write_report

        if path is not None:
            from .io import check_output_path

            check_output_path(path, self.inputs, what="report")
        html = render_report(self, title=title)
        if path is not None:
            write_report(html, path)
        return html

    def summary(self) -> dict:
        """The figures the CLI prints with --json (keys are a public contract)."""
        return {
            "rows": int(self.table.n),
            "groups": self.num_groups,
            "smallest_group": self.smallest_group,
            "cost": _num(self.cost),
            "suppressed_cells": self.suppressed_cells,
            "lower_bound": _num(self.lower_bound),
            # the exact figures ("23/3"): a float may round a fractional bound up past the optimum
            "cost_exact": str(Fraction(self.cost)),
            "lower_bound_exact": str(Fraction(self.lower_bound)),
            "gap": self.gap,
            "status": self.status,
            "method": self.method,
            "seconds": round(self.result.seconds, 3),
            "prosecutor_risk": self.prosecutor_risk,
            "suppressed_per_column": self.suppressed_per_column(),
            "dropped": list(self.dropped),
            "shuffled": self.shuffled,
            "seed": self.seed,
            "stats": self.result.stats,
        }


def _key(v) -> str:
    """The text of a released cell, as the verification (``core.partition``) compares them."""
    if v is None or v is pd.NA:
        return value_key(None)
    text = value_key(v)
    return str(v) if text is None else text


def _num(x):
    """An exact Fraction as an int when whole, else a float."""
    x = Fraction(x)
    return int(x) if x.denominator == 1 else float(x)
