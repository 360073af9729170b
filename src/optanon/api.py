"""One call per user task. Each validates its inputs once, then trusts the core."""

from __future__ import annotations

import difflib
import math
import os
from dataclasses import asdict, dataclass
from fractions import Fraction
from pathlib import Path

import numpy as np
import pandas as pd

from .core import models as M
from .core.groups import GroupStats
from .core.hierarchy import Hierarchy, value_key
from .core.models import KAnonymity, LDiversity, TCloseness
from .core.table import MISSING, Table
from .errors import ColumnError, HierarchyError, InfeasibleError, ParameterError
from .io import read_table, resolve_columns


@dataclass(frozen=True)
class LValues:
    """The l of the worst group under each form (None without a sensitive column)."""

    frequency: float | None
    distinct: int | None
    entropy: float | None
    recursive: int | None = None  # only when c is given


@dataclass(frozen=True)
class ModelCheck:
    """One threshold model on the table as it stands."""

    model: str
    satisfied: bool
    violating_groups: int
    violating_rows: int


@dataclass(frozen=True)
class CheckResult:
    """The privacy measures of a table as it stands (each distinct QI vector a group)."""

    rows: int
    groups: int
    k: int  # smallest group
    l: LValues
    t: float | None  # largest EMD of a group to the table (None without a sensitive column)
    metric: str
    satisfied: bool  # every threshold model holds on every group (True when none is given)
    violating_groups: int
    violating_rows: int
    models: tuple[ModelCheck, ...]
    qi: tuple[str, ...]
    sensitive: tuple[str, ...]

    def to_dict(self) -> dict:
        d = asdict(self)
        if self.l.recursive is None:
            d["l"].pop("recursive")
        d["models"] = [asdict(m) for m in self.models]
        d["qi"], d["sensitive"] = list(self.qi), list(self.sensitive)
        return d


def build_models(*, k=None, l=None, l_form="frequency", c=None, t=None, metric="equal") -> list:
    """The privacy models named by the usual parameters (k, l, l_form, c, t, metric)."""
    models = []
    if k is not None:
        models.append(KAnonymity(k))
    if l is not None:
        models.append(LDiversity(l, l_form, c))
    elif l_form not in M.L_FORMS:
        raise ParameterError(f"unknown l-diversity form '{l_form}'; choose one of {', '.join(M.L_FORMS)}")
    if t is not None:
        models.append(TCloseness(t, metric))
    return models


def load_hierarchies(spec, table: Table, any_level: bool = False) -> dict:
    """Hierarchies by column from {column: path or Hierarchy}; each must cover the column's values (as
    leaves; with ``any_level``, as the label of a node of any level: a release checked by ``check``)."""
    if spec is not None and not isinstance(spec, dict):
        raise HierarchyError(f"hierarchies must be a dict {{column: hierarchy}}, got {type(spec).__name__}")
    out = {}
    for col, h in (spec or {}).items():
        if col not in table.qi:
            raise HierarchyError(f"a hierarchy is given for '{col}', which is not a quasi-identifier column")
        if isinstance(h, Hierarchy):
            pass
        elif isinstance(h, (str, os.PathLike)):
            h = Hierarchy.from_csv(h)
        elif isinstance(h, (list, tuple)) and all(isinstance(row, (list, tuple)) for row in h):
            h = Hierarchy.from_rows([[str(x) for x in row] for row in h])  # ARX rows: leaf, level 1, ...
        else:
            raise HierarchyError(f"the hierarchy for column '{col}' must be a CSV path, an optanon Hierarchy or a list "
                                 f"of ARX rows (leaf, level 1, ...), got {type(h).__name__}")
        j = table.qi.index(col)
        if any_level:
            labels = {label for level in h.labels for label in level}
            absent = np.array([value_key(v) not in labels for v in table.values[j]], dtype=bool)
        else:
            absent = h.leaf_indices(table.values[j]) < 0
        if absent.any():
            first_row = int(np.flatnonzero(absent[table.codes[:, j]])[0]) + 1
            raise HierarchyError(
                f"the hierarchy for column '{col}' lacks {int(absent.sum())} value(s) that occur in the data "
                f"(first at data row {first_row}); add a line for each (values are not shown, to keep them out of logs)"
            )
        out[col] = h
    return out


def check(data, qi, sensitive=None, *, k=None, l=None, l_form="frequency", c=None, t=None, metric="equal",
          hierarchies=None, encoding=None, delimiter=None) -> CheckResult:
    """Measure k, l and t of a table as it stands and test the given thresholds.

    ``data`` is a path (CSV or Parquet), a pandas or polars DataFrame or a pyarrow
    Table. Every distinct QI vector is a group. ``l`` uses ``l_form`` (frequency
    by default); ``t`` uses ``metric`` ('equal', 'ordered', a Metric, or a path).
    """
    frame = read_table(data, encoding=encoding, delimiter=delimiter)
    qi, sensitive = resolve_columns(frame, qi, sensitive)
    models = build_models(k=k, l=l, l_form=l_form, c=c, t=t, metric=metric)
    if c is not None and l is None:
        M.LDiversity(1, "recursive", c)  # validates c
    table = Table.encode(frame, qi, sensitive)
    require_values_written_alike(table)
    M.check_models(models, table)
    load_hierarchies(hierarchies, table, any_level=True)  # a release holds the labels of its generalized cells

    stats = GroupStats.of_table(table, table.row_vector, num_groups=len(table.counts))
    lvals = LValues(None, None, None)
    t_value = None
    metric_spec = M.load_metric(metric)
    if table.sensitive:
        freq = min(float(M.l_frequency(sa).min()) for sa in stats.sa)
        dist = min(int(M.l_distinct(sa).min()) for sa in stats.sa)
        ent = min(float(M.l_entropy(sa).min()) for sa in stats.sa)
        rec = None
        if c is not None:
            cf = M.as_fraction(c, "c")
            rec = min(int(M.l_recursive(sa, cf).min()) for sa in stats.sa)
        lvals = LValues(freq, dist, ent, rec)
        t_value = max(float(M.t_emd(sa, metric_spec.bind(table.sa_values[j], sa.column)).max()) for j, sa in enumerate(stats.sa))

    checks = []
    failing = np.zeros(stats.g, dtype=bool)
    for model in models:
        ok = model.holds(table, stats)
        bad = ~ok
        failing |= bad
        checks.append(ModelCheck(repr(model), bool(ok.all()), int(bad.sum()), int(stats.sizes[bad].sum())))
    return CheckResult(
        rows=table.n,
        groups=stats.g,
        k=int(stats.sizes.min()),
        l=lvals,
        t=t_value,
        metric=metric_spec.name,
        satisfied=not failing.any(),
        violating_groups=int(failing.sum()),
        violating_rows=int(stats.sizes[failing].sum()),
        models=tuple(checks),
        qi=tuple(str(q) for q in qi),
        sensitive=tuple(str(s) for s in sensitive),
    )


METHODS = ("auto", "exact", "exact-dp", "exact-dc", "matching", "simplex-matching", "lns", "approx-m", "set-cover")
AUTO_EXACT_PAIRS = 250_000  # auto: the exact MILP when (row types x generalizations) stays below this
# auto: matching up to this many row types (all 19,502 types of Adult: proved optimal in 86-100 s
# under 700 MB, k = 2 and l = 2; 0.09 % gap with a 60 s limit, where lns reaches 0.4 % in 120 s;
# the LP prices all N^2 pairs per round, so twice the types cost about four times the time)
AUTO_MATCHING_TYPES = 40_000


def _solver(method: str, table, models, cost_model):
    """The solver module for ``method``, and (for ``auto``) why it was chosen."""
    from .solvers import approx_m, entropy_cuts, exact, exact_dc, exact_dp, lcm, lns, matching, set_cover, simplex_matching
    from .solvers.subsets import MAX_ROWS

    modules = {"exact": exact, "exact-dp": exact_dp, "exact-dc": exact_dc, "matching": matching,
               "simplex-matching": simplex_matching, "lns": lns, "approx-m": approx_m, "set-cover": set_cover}
    if method != "auto":
        return modules[method], None
    types = len(np.unique(np.concatenate([table.row_vector[:, None], table.sa_codes], axis=1), axis=0))
    if matching.fits(table, models):
        if types <= AUTO_MATCHING_TYPES:
            return matching, "k = 2 / frequency l = 2: groups of 2 or 3 rows (the matching method), certified by its LP"
        return lns, (f"k = 2 / frequency l = 2 on {types} row types: beyond {AUTO_MATCHING_TYPES:,} the matching LP does "
                     f"not finish in minutes; the large-table heuristic with a Lagrangian bound")
    if table.n <= 10:
        return exact_dp, "at most 10 rows: the subset dynamic program"
    generalizations = cost_model.bind(table).count_generalizations()
    size = f"{types} row types x {generalizations} generalizations"
    if table.n <= MAX_ROWS and types * generalizations > AUTO_EXACT_PAIRS:  # many columns, few rows
        return exact_dp, f"{size}, but at most {MAX_ROWS} rows: the subset dynamic program (seconds)"
    if any(entropy_cuts.is_entropy(m) for m in models):
        return exact, ("entropy l-diversity: the exact pattern MILP with entropy cuts (the large-table heuristic "
                       "cannot pose it)")
    if types * generalizations <= AUTO_EXACT_PAIRS:
        return exact, f"{size}: the exact pattern MILP"
    if generalizations > lcm.MINE_ABOVE:  # many columns: 60 rows of 20 two-valued QIs, k = 3: proved in 7 s, lns 546 / 533
        return exact, (f"{size}, many columns: the exact pattern MILP over its closed patterns, mined (lns's release and "
                       f"bound if they are too many)")
    return lns, f"{size}: too large for the exact MILP; the large-table heuristic with a Lagrangian bound"


def anonymize(data=None, qi=None, sensitive=None, *, k=None, l=None, l_form="frequency", c=None, t=None, metric="equal",
              hierarchies=None, method="auto", time_limit=None, seed=0, progress=None, encoding=None, delimiter=None,
              drop=None, token=None, null=False, shuffle=False, sql=None, database=None, table=None, sheet=None):
    """Release ``data`` under the given models at minimum cost; returns a verified ``optanon.Release``.

    ``data``: a path (CSV, Parquet, Excel, DuckDB database with ``table``), a pandas or polars DataFrame or a
    pyarrow Table; or None with ``sql`` (a query DuckDB runs, against ``database`` if given). Without k, l or
    t, k = 1. ``method``: auto (default) or one of ``METHODS``. ``time_limit`` in seconds (None: no limit).
    ``drop``: direct identifiers removed from the release. ``token``: what suppressed cells read (default
    ``*``). ``null``: the release will be written with suppressed cells as null (``Release.write(null=True)``):
    refused here, before any work, if a QI column has missing values (they would read the same).
    ``shuffle``: release rows in an order drawn from ``seed``. ``progress``: called with dicts
    (phase, incumbent, bound, gap, elapsed) as the solver works.

    The returned ``Release`` has ``data``, ``cost``, ``lower_bound``, ``status``, ``gap``, ``groups``,
    ``report()`` and ``write()``, and every attribute of the solver's ``Result`` (``release``, ``stats``...).
    """
    from .core.cost import CostModel
    from .release import Release

    if method not in METHODS:
        raise ParameterError(f"unknown method '{method}'; choose one of {', '.join(METHODS)}")
    if time_limit is not None and not positive_seconds(time_limit):
        raise ParameterError(f"the time limit must be a positive number of seconds, got {str(time_limit)[:40]}")
    if isinstance(seed, bool) or not isinstance(seed, (int, np.integer)) or seed < 0:
        raise ParameterError(f"the seed must be a whole number >= 0, got {seed!r}")
    if token is not None and (not isinstance(token, str) or token == ""):
        raise ParameterError("the token for suppressed cells must be non-empty text (for empty cells write Parquet with null)")
    if progress is not None and not callable(progress):
        raise ParameterError(f"progress must be a function taking a dict, got {type(progress).__name__}")
    require_booleans(null=null, shuffle=shuffle)
    if c is not None and (l is None or l_form != "recursive"):  # it would be ignored; `check` takes c alone
        raise ParameterError("c applies only to recursive (c, l)-diversity: give -l L --l-form recursive -c C")
    frame = read_table(data, encoding=encoding, delimiter=delimiter, sql=sql, database=database, table=table, sheet=sheet)
    out_delimiter = frame.attrs.get("delimiter") or ","
    qi, sensitive = resolve_columns(frame, qi, sensitive)
    dropped = resolve_drop(frame, drop, qi, sensitive)
    if dropped:
        frame = frame.drop(columns=dropped)  # no copy of the other columns (copy-on-write)
    models = build_models(k=1 if k is None else k, l=l, l_form=l_form, c=c, t=t, metric=metric)
    encoded = Table.encode(frame, qi, sensitive)
    del frame
    M.check_models(models, encoded)
    require_satisfiable(encoded, models)
    loaded = load_hierarchies(hierarchies, encoded)
    cost_model = CostModel(loaded)
    require_distinct_labels(encoded, cost_model, token)
    if null:
        require_no_missing(encoded)
    solver, why = _solver(method, encoded, models, cost_model)
    result = solver.solve(encoded, models, cost_model, time_limit=time_limit, seed=seed, progress=progress)
    if why:
        result.stats["auto"] = why
    parameters = {"qi": list(encoded.qi), "sensitive": list(encoded.sensitive), "k": k, "l": l, "l_form": l_form, "c": c,
                  "t": t, "metric": metric if isinstance(metric, str) else repr(metric),
                  # a file by its path; one given in Python by its shape: its rows are the column's values
                  "hierarchies": {col: str(h) if isinstance(h, (str, os.PathLike)) else
                                  f"given in Python ({loaded[col].height} levels above the values)"
                                  for col, h in (hierarchies or {}).items()}, "method": method,
                  "time_limit": time_limit, "seed": seed}
    from .report import QUERY_SOURCE

    source = QUERY_SOURCE if sql is not None else (f"{data or database}, table {table}" if table is not None
                                                   else (str(data) if isinstance(data, (str, Path)) else type(data).__name__))
    # the files it read: ``Release.write`` and ``report`` refuse to replace one (as the command line does)
    from .io import input_files

    inputs = {role: Path(src).resolve() for role, src in input_files(data, database, metric, hierarchies, sql).items()}
    return Release(result, encoded, models, cost_model, token=token, shuffle=shuffle, seed=seed, dropped=dropped,
                   parameters=parameters, source=source, delimiter=out_delimiter, inputs=inputs)


def require_booleans(**flags) -> None:
    """Refuse a flag that is not True or False (``null='no'`` would read as true)."""
    for name, flag in flags.items():
        if not isinstance(flag, (bool, np.bool_)):
            raise ParameterError(f"{name} must be True or False, got {flag!r}")


def positive_seconds(x) -> bool:
    """A time limit: a positive number that a float holds (1e300, a steward's "no limit", is one; 10**400 and
    infinity are not)."""
    if isinstance(x, (bool, np.bool_)) or not isinstance(x, (int, float, Fraction, np.integer, np.floating)):
        return False
    try:
        seconds = float(x)  # 1e-400 is 0.0
    except OverflowError:
        return False
    return seconds > 0 and math.isfinite(seconds)


def require_values_written_alike(table) -> None:
    """Refuse a QI or sensitive column holding values that Python counts as equal but that are written
    apart (1, 1.0 and True in an object column; 0.0 and -0.0 in a float column): pandas encodes them as
    one value, so groups formed (``anonymize``) or measured (``check``) on the encoding would read
    apart in the file, with a smaller k than the one verified or reported."""
    for name, codes in [*zip(table.qi, table.codes.T), *zip(table.sensitive, table.sa_codes.T)]:
        cells = table.frame[name]
        if cells.dtype.kind == "f":  # 0.0 == -0.0, one value to pandas, written '0.0' and '-0.0'
            x = cells.to_numpy(dtype=float, na_value=np.nan)
            sign = np.signbit(x[x == 0])
            if sign.any() and not sign.all():
                raise ParameterError(f"column '{name}' holds both 0.0 and -0.0, which Python counts as equal but which "
                                     f"read differently: rows grouped as equal would read apart in a file; write "
                                     f"the column's zeros alike")
            continue
        if cells.dtype != object:  # other typed columns (text, integers, dates) hold one type
            continue
        # Python counts 1, 1.0 and True equal, so pandas encodes them as one value, which a file
        # then shows as three texts (a "2-anonymous" release checked 1-anonymous from its file)
        written = cells.map(lambda v: "" if pd.isna(v) else str(v)).to_numpy()
        pairs = {(int(c), w) for c, w in zip(codes, written)}
        if len(pairs) > len({c for c, _ in pairs}):  # the message quotes no value of the data
            raise ParameterError(f"column '{name}' holds values that Python counts as equal but that read differently "
                                 f"(say 1, 1.0 and True): rows grouped as equal would read apart in a file; give the "
                                 f"column one type")


def require_distinct_labels(table, cost_model, token=None) -> None:
    """Refuse a QI column whose generalized cells could read like something else in the release: a
    value of the column that reads ``*`` (how a suppressed cell is written) or ``token`` (when given,
    what it is written instead) or like a label of its hierarchy, or one label given to nodes of two
    levels; nor may two values of a QI or sensitive column read the same (the number 1 and the text
    '1' in a DataFrame). The release file could not tell them apart, so its classes (which a checker
    forms from the text, as ``Release`` does) and its cost would not be the ones optanon optimized and
    reports: on a column holding ``*``, a release of cost 5 read the same as one of cost 3."""
    require_values_written_alike(table)
    columns = [*zip(table.qi, table.values), *zip(table.sensitive, table.sa_values)]
    keys = [{value_key(v) for v in values} for _, values in columns]  # the text each value reads as
    for (name, values), read in zip(columns, keys):
        if len(read) < len(values):  # e.g. the number 1 and the text '1'
            raise ParameterError(f"column '{name}' holds two different values that read the same as text (say, a "
                                 f"number and the same digits as text): the release could not tell them apart; "
                                 f"give the column one type")
    for j, column in enumerate(cost_model.bind(table).columns):
        col = table.qi[j]
        written = [{str(label) for label in level} for level in column.labels[1:]]
        if token is not None:
            written[-1] = {token}
        for a in range(len(written)):
            for b in range(a + 1, len(written)):
                if shared := sorted(written[a] & written[b]):
                    if token is not None and b == len(written) - 1:
                        raise ParameterError(f"the token '{token}' is also a label of the hierarchy for column '{col}' "
                                             f"(level {a + 1}): a suppressed cell could not be told from a generalized "
                                             f"one; choose another token")
                    raise HierarchyError(f"the hierarchy for column '{col}' gives the label '{shared[0]}' to nodes of levels "
                                         f"{a + 1} and {b + 1}: cells generalized to either would read the same in the "
                                         f"release; give each node its own label")
        values = keys[j]  # the QI columns come first
        if token in values:
            raise ParameterError(f"the token '{token}' is also a value of column '{col}': a suppressed cell could not be "
                                 f"told from it; choose another token")
        clash = sorted({label for level in written for label in level if value_key(label) in values})
        if clash:
            if set(clash) <= written[-1] and token is None:  # how suppressed cells read: '*', or the root's label
                what = "'*'" if clash == ["*"] else "a value that is also its hierarchy's root label"
                raise ParameterError(f"column '{col}' holds {what}, which is how suppressed cells are written: they "
                                     f"could not be told from that value in the release; choose a token for "
                                     f"suppressed cells (--token)")
            # the labels are values of the data: named by their hierarchy levels and number, never quoted
            levels = [a + 1 for a, level in enumerate(written) if level & set(clash)]
            raise ParameterError(f"column '{col}' holds {len(clash)} value{'s' if len(clash) > 1 else ''} that its "
                                 f"hierarchy also uses as label{'s' if len(clash) > 1 else ''} of generalized cells "
                                 f"(level{'s' if len(levels) > 1 else ''} {', '.join(map(str, levels))}): they could not "
                                 f"be told from those values in the release; relabel its hierarchy's levels")


def require_no_missing(table) -> None:
    """For a release with suppressed cells written as null: no QI column may have missing values,
    which read as null too (the release would read the same as a cheaper one, as with ``*`` above)."""
    for j, col in enumerate(table.qi):
        if any(v is MISSING for v in table.values[j]):
            raise ParameterError(f"column '{col}' has missing values, which would read like suppressed cells written as null; "
                                 f"write suppressed cells as a token instead (the default '*', or --token)")


def resolve_drop(frame, drop, qi, sensitive) -> list:
    """Validate the direct identifiers to drop: existing columns, neither QI nor sensitive."""
    from .io import _as_list

    drop = _as_list(drop, "dropped")
    names = [str(c) for c in frame.columns]
    for col in drop:
        if col not in frame.columns:
            close = difflib.get_close_matches(str(col), names, n=3, cutoff=0.5)
            hint = f"; did you mean {' or '.join(repr(c) for c in close)}?" if close else f"; the columns are: {', '.join(names)}"
            raise ColumnError(f"no column '{col}' to drop in the table{hint}")
        if col in qi or col in sensitive:
            raise ColumnError(f"column '{col}' is both dropped and a {'quasi-identifier' if col in qi else 'sensitive'} column")
    if len(set(drop)) != len(drop):
        raise ColumnError("a column is named twice in --drop")
    return drop


def require_satisfiable(table, models) -> None:
    """Refuse, saying why, a model that no partition can satisfy (before any solving).

    Every model is monotone (a union of groups that satisfy it satisfies it), so a partition exists iff the
    whole table as one group qualifies. l-diversity larger than the number of distinct sensitive values fails
    in every form; t-closeness always holds for the whole table (its distance to itself is 0).
    """
    for model in models:
        if isinstance(model, LDiversity):
            for j, col in enumerate(table.sensitive):
                if not M.applies(model, col):
                    continue
                r = len(table.sa_values[j])
                if model.l > r:
                    raise InfeasibleError(f"l = {M.fmt_fraction(model.l)} is larger than the number of distinct values of "
                                          f"'{col}' ({r}): no group can be {M.fmt_fraction(model.l)}-diverse, in any form; "
                                          f"lower l or choose another sensitive column")
    M.require_feasible(table, models)
