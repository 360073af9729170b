"""What every reduction returns, and the combinatorial sources they share.

An ``Instance`` is a table (every cell text, as ``optanon`` reads a CSV), the privacy
model that poses it (the ``optanon anonymize`` or ``optanon qid`` flags), and its
known optimum with the planted solution that attains it. ``optimum_exact`` says
whether ``optimum`` is the proven optimum under optanon's cost (every generator here
plants a solution whose cost meets the proof's lower bound, so it is) or only the
decision threshold of the paper.
"""

from __future__ import annotations

import itertools
import os
import tempfile
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path

import numpy as np
import pandas as pd

from ..core.metrics import MatrixMetric
from ..core.models import KAnonymity, LDiversity, TCloseness, as_fraction, fmt_fraction
from ..errors import ParameterError


@dataclass(frozen=True, eq=False)
class Instance:
    """A generated instance with a known optimum."""

    name: str
    reference: str  # paper and theorem
    frame: pd.DataFrame  # every cell a str
    qi: tuple[str, ...]
    sensitive: tuple[str, ...]
    optimum: int
    objective: str  # what ``optimum`` counts
    proof: str  # why ``optimum`` is the optimum under optanon's cost
    task: str = "anonymize"  # anonymize | qid
    k: int | None = None
    l: Fraction | None = None
    l_form: str = "frequency"
    t: Fraction | None = None
    metric: MatrixMetric | None = None  # None: the equal-distance metric
    qid_kind: str | None = None  # task qid: identifying | violating
    qid_search: str | None = None
    optimum_exact: bool = True
    planted: tuple = ()  # anonymize: a group label per row; qid: the planted column set
    params: dict = field(default_factory=dict)  # size, seed and family parameters
    source: dict = field(default_factory=dict)  # the combinatorial instance

    @property
    def rows(self) -> int:
        return len(self.frame)

    def models(self) -> list:
        """The optanon privacy models that pose the instance (anonymize task)."""
        out = []
        if self.k is not None:
            out.append(KAnonymity(self.k))
        if self.l is not None:
            out.append(LDiversity(self.l, self.l_form))
        if self.t is not None:
            out.append(TCloseness(self.t, self.metric or "equal"))
        return out

    def anonymize_kwargs(self) -> dict:
        """Keyword arguments of ``optanon.api.anonymize`` that pose the instance."""
        if self.task != "anonymize":
            raise ParameterError(f"{self.name} poses a quasi-identifier search, not an anonymization")
        kw = {"qi": list(self.qi), "sensitive": list(self.sensitive), "k": self.k}
        if self.l is not None:
            kw.update(l=self.l, l_form=self.l_form)
        if self.t is not None:
            kw.update(t=self.t, metric=self.metric or "equal")
        return kw

    def qid_kwargs(self) -> dict:
        """Keyword arguments of ``optanon.qid.find_qids`` that pose the instance."""
        if self.task != "qid":
            raise ParameterError(f"{self.name} poses an anonymization, not a quasi-identifier search")
        return {"columns": list(self.qi), "kind": self.qid_kind, "search": self.qid_search}

    def flags(self, metric_path=None) -> list[str]:
        """The command-line flags after DATA that pose the instance."""
        if self.task == "qid":
            return ["--columns", ",".join(self.qi), f"--{self.qid_kind}", f"--{self.qid_search}"]
        out = ["--qi", ",".join(self.qi)]
        if self.sensitive:
            out += ["--sensitive", ",".join(self.sensitive)]
        if self.k is not None:
            out += ["-k", str(self.k)]
        if self.l is not None:
            out += ["-l", fmt_fraction(self.l)]
            if self.l_form != "frequency":
                out += ["--l-form", self.l_form]
        if self.t is not None:
            out += ["-t", fmt_fraction(self.t)]
            if self.metric is not None:
                out += ["--metric", str(metric_path) if metric_path else "METRIC.csv"]
        return out

    def metric_csv(self) -> str | None:
        """The ground metric as the distance-matrix CSV that ``--metric`` reads (None: equal)."""
        if self.metric is None:
            return None
        lines = ["," + ",".join(self.metric.labels)]
        for lab, row in zip(self.metric.labels, self.metric.dist):
            lines.append(lab + "," + ",".join(_num_text(x) for x in row))
        return "\n".join(lines) + "\n"

    def to_dict(self, output=None, metric_path=None) -> dict:
        command = None
        if output is not None:
            out = Path(output)
            words = ["optanon", self.task, str(out), *self.flags(metric_path)]
            if self.task == "anonymize":
                words += ["-o", str(out.with_name(out.stem + ".release" + out.suffix))]
            command = " ".join(_shell(w) for w in words)
        return {
            "name": self.name,
            "reference": self.reference,
            "task": self.task,
            "rows": self.rows,
            "qi": list(self.qi),
            "sensitive": list(self.sensitive),
            "k": self.k,
            "l": None if self.l is None else _num(self.l),
            "l_form": self.l_form if self.l is not None else None,
            "t": None if self.t is None else _num(self.t),
            "t_exact": None if self.t is None else fmt_fraction(self.t),
            "metric": None if self.t is None else ("matrix" if self.metric is not None else "equal"),
            "metric_file": None if metric_path is None else str(metric_path),
            "qid": None if self.task != "qid" else {"kind": self.qid_kind, "search": self.qid_search},
            "optimum": self.optimum,
            "optimum_exact": self.optimum_exact,
            "optimum_kind": "exact" if self.optimum_exact else "threshold",
            "objective": self.objective,
            "proof": self.proof,
            "flags": self.flags(metric_path),
            "command": command,
            "output": None if output is None else str(output),
            "params": self.params,
            "source": self.source,
        }

    def planted_cost(self) -> int:
        """Suppressed cells of the planted partition, counted as ``optanon anonymize`` counts them
        (the verified release of ``core.partition``); raises VerificationError if the planted
        partition breaks the models."""
        from ..core.partition import build_release
        from ..core.table import Table

        table = Table.encode(self.frame, self.qi, self.sensitive)
        rel = build_release(table, np.asarray(self.planted), self.models())
        return int(rel.cost)


def _num(x: Fraction):
    return int(x) if x.denominator == 1 else float(x)


def _num_text(x: float) -> str:
    return fmt_fraction(Fraction(str(float(x))))


def _shell(text: str) -> str:
    import shlex

    return shlex.quote(text)


# The largest table a generator builds (rows x columns, text cells, some 40 bytes each in memory):
# 3dm-3anon at --size 10000 (30,000 x 20,000) took 24 GB and 100 s; an absurd --size stopped in a
# MemoryError. 2 x 10^7 cells stays under a gigabyte.
MAX_CELLS = 20_000_000


def require_cells(family: str, rows: int, columns: int, advice: str = "choose a smaller --size", *,
                  at_least: bool = False) -> None:
    """ParameterError, before anything is built, when the table would exceed MAX_CELLS (``at_least``: ``columns``
    is a lower bound, checked before the draw that fixes them)."""
    rows, columns = int(rows), int(columns)

    def count(x: int) -> str:
        return f"{x:,}" if x < 10**15 else f"about 10^{len(str(x)) - 1}"

    if rows * columns > MAX_CELLS:
        least = "at least " if at_least else ""
        raise ParameterError(f"{family} with these parameters would be a table of {count(rows)} rows x {least}"
                             f"{count(columns)} columns ({least}{count(rows * columns)} cells), more than the "
                             f"{MAX_CELLS:,} generate builds; {advice}")


def whole(value, name: str, lo: int) -> int:
    """A whole-number parameter >= lo."""
    if isinstance(value, bool):
        raise ParameterError(f"{name} must be a whole number >= {lo}, got {value!r}")
    try:
        f = Fraction(str(value).strip()) if not isinstance(value, (int, np.integer)) else Fraction(int(value))
    except (ValueError, ZeroDivisionError):
        raise ParameterError(f"{name} must be a whole number >= {lo}, got {value!r}") from None
    if f.denominator != 1 or f < lo:
        raise ParameterError(f"{name} must be a whole number >= {lo}, got {value}")
    return int(f)


def fraction(value, name: str, posed: bool = False) -> Fraction:
    """``value`` as an exact fraction; ``posed``: it is written into the model's command line (t), so it must
    be one ``anonymize`` takes (numerator and denominator below 2^63)."""
    try:
        f = Fraction(str(value).strip()) if not isinstance(value, Fraction) else value
    except (ValueError, ZeroDivisionError):
        raise ParameterError(f"{name} must be a number such as 1/3 or 0.25, got {value!r}") from None
    if posed:
        try:
            as_fraction(f, name)  # anonymize's own limit; the message names the value as given here
        except ParameterError:
            shown = str(value) if len(str(value)) <= 40 else str(value)[:37] + "..."
            raise ParameterError(f"{name} = {shown} is beyond exact arithmetic: as a fraction, its numerator and "
                                 f"denominator must be below 2^63, as anonymize takes it") from None
    return f


def text_frame(columns: dict) -> pd.DataFrame:
    """A DataFrame of text cells (as a CSV reads back)."""
    return pd.DataFrame({name: pd.Series([str(v) for v in vals], dtype=object) for name, vals in columns.items()})


# ---- 3-dimensional matching with a planted perfect matching ------------------------------


def planted_3dm(q: int, decoys: int, rng: np.random.Generator, *, max_occurrences: int | None = None,
                w_core: int | None = None, extra: int = 0):
    """Triples over X = {0..q+extra-1}, Y, Z (as element ids) with a planted matching.

    The planted matching pairs x = i (i < q) with a random y and z among the first q.
    Decoys are distinct random triples; with ``w_core`` set, a decoy's first element is
    below ``w_core`` (so every triple meets those elements and no matching is larger than
    ``w_core``). ``max_occurrences`` bounds the triples through any one element.
    Returns (triples as a list of (x, y, z), indices of the planted ones).
    """
    side = q + extra
    py, pz = rng.permutation(q), rng.permutation(q)
    triples = [(i, int(py[i]), int(pz[i])) for i in range(q)]
    seen = set(triples)
    occ = {}
    for t in triples:
        for dim, e in enumerate(t):
            occ[(dim, e)] = occ.get((dim, e), 0) + 1
    xmax = side if w_core is None else w_core
    tries = 0
    while len(triples) < q + decoys and tries < 200 * (decoys + 1):
        tries += 1
        t = (int(rng.integers(xmax)), int(rng.integers(side)), int(rng.integers(side)))
        if t in seen:
            continue
        if max_occurrences is not None and any(occ.get((dim, e), 0) >= max_occurrences for dim, e in enumerate(t)):
            continue
        seen.add(t)
        triples.append(t)
        for dim, e in enumerate(t):
            occ[(dim, e)] = occ.get((dim, e), 0) + 1
    order = rng.permutation(len(triples))
    shuffled = [triples[i] for i in order]
    planted = [int(i) for i in np.flatnonzero(order < q)]
    return shuffled, planted


# ---- graphs --------------------------------------------------------------------------


def min_bisection(n: int, edges) -> tuple[int, tuple[int, ...]]:
    """Exact minimum bisection by exhaustive search (vertex 0 fixed on side 0): (cut, side-1 vertices)."""
    best_cut, best_side = None, None
    edges = np.asarray(edges, dtype=np.int64).reshape(-1, 2)
    half = n // 2
    combos = np.array(list(itertools.combinations(range(1, n), half)), dtype=np.int64)  # side 1, without vertex 0
    side = np.zeros((len(combos), n), dtype=bool)
    side[np.repeat(np.arange(len(combos)), half), combos.ravel()] = True
    cut = (side[:, edges[:, 0]] != side[:, edges[:, 1]]).sum(axis=1) if len(edges) else np.zeros(len(combos), dtype=np.int64)
    i = int(np.argmin(cut))
    best_cut, best_side = int(cut[i]), tuple(int(v) for v in combos[i])
    return best_cut, best_side


def planted_triangles(r: int, rng: np.random.Generator):
    """r edge-disjoint triangles of a tripartite graph (parts 0, 1, 2 of p vertices each).

    Returns (p, triangles as (a, b, c) with a in part 0, b in part 1, c in part 2).
    """
    p = max(2, int(np.ceil(np.sqrt(2 * r))))
    while True:
        used: set = set()
        tris = []
        for _ in range(400 * r):
            if len(tris) == r:
                break
            a, b, c = (int(x) for x in rng.integers(p, size=3))
            pairs = {("ab", a, b), ("ac", a, c), ("bc", b, c)}
            if pairs & used:
                continue
            used |= pairs
            tris.append((a, b, c))
        if len(tris) == r:
            return p, tris
        p += 1


# ---- atomic writing of a small text file --------------------------------------------------


def write_text_atomic(path, text: str) -> None:
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as fh:
            fh.write(text)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
