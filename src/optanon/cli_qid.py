"""The ``optanon qid`` and ``optanon generate`` commands (parsers and handlers).

``cli.py`` adds these subparsers and dispatches to ``run``; errors a user can cause
raise ``OptanonError`` and are printed there in one line (exit 2).
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

from .errors import InputError, ParameterError

COMMANDS = ("qid", "generate")


def add_parsers(sub) -> None:
    q = sub.add_parser(
        "qid", help="find the column sets that single rows out (identifying or k-violating sets)",
        description="Identifying sets tell apart as many rows as all columns do (Yuan §4-5); k-violating sets leave "
                    "some row sharing its values with fewer than k rows (a quasi-identifier against k-anonymity). "
                    "--minimal: one minimal set by greedy descent; --minimum: one set of fewest columns (exact, "
                    "time-limited); --all: every minimal set up to --max-size columns. Exit 0, or 2 on a usage or "
                    "input error.")
    q.add_argument("data", metavar="DATA", help="CSV (delimiter sniffed) or Parquet file")
    q.add_argument("--columns", metavar="A,B,C", help="the columns to search (default: all columns)")
    q.add_argument("-k", metavar="K", default="2", help="k of the k-violating sets and of violating_rows (default 2)")
    kind = q.add_mutually_exclusive_group()
    kind.add_argument("--identifying", dest="kind", action="store_const", const="identifying",
                      help="column sets that tell apart as many rows as all columns (default)")
    kind.add_argument("--violating", dest="kind", action="store_const", const="violating",
                      help="column sets under which some row shares its values with fewer than k rows")
    search = q.add_mutually_exclusive_group()
    search.add_argument("--minimal", dest="search", action="store_const", const="minimal",
                        help="one minimal set, greedy descent of Yuan §5.1 (default)")
    search.add_argument("--minimum", dest="search", action="store_const", const="minimum",
                        help="one set of fewest columns, with a proof or a lower bound")
    search.add_argument("--all", dest="search", action="store_const", const="all",
                        help="every minimal set (up to --max-size columns)")
    q.add_argument("--max-size", metavar="S", help="with --all: the largest set size to search")
    q.add_argument("--time-limit", metavar="SEC", help="stop --minimum or --all after SEC seconds, saying so")
    q.add_argument("--encoding", help="text encoding of a CSV (default UTF-8)")
    q.add_argument("--delimiter", help="CSV delimiter (default: sniffed)")
    q.add_argument("--json", action="store_true", help="print one JSON object")

    g = sub.add_parser(
        "generate", help="write an instance of a hardness reduction, with its known optimum",
        description="Build the table of an NP-hardness reduction from the papers with a planted solution, write it "
                    "to OUT and print the model that poses it (the optanon anonymize or qid flags) and its optimum. "
                    "--list names the families.")
    g.add_argument("name", metavar="NAME", nargs="?", help="the family (see --list)")
    g.add_argument("--list", action="store_true", help="list the families and exit")
    g.add_argument("--size", metavar="N", help="the size of the combinatorial instance (see --list; default per family)")
    g.add_argument("--seed", default="0", metavar="S", help="random seed (default 0)")
    g.add_argument("-o", "--output", metavar="OUT", help="where to write the table (.csv or .parquet)")
    g.add_argument("-c", metavar="C", help="bisection-anon, halfclique-anon: k = c x rows")
    g.add_argument("-t", metavar="T", help="3dm-tclose: the closeness threshold, 0 <= t < 1/2")
    g.add_argument("--json", action="store_true", help="print one JSON object")


def run(args) -> int:
    if args.command == "qid":
        return _qid(args)
    return _generate(args)


def _whole(text, name: str, lo: int) -> int:
    try:
        value = Fraction(str(text).strip())
    except (ValueError, ZeroDivisionError):
        raise ParameterError(f"{name} must be a whole number >= {lo}, got '{text}'") from None
    if value.denominator != 1 or value < lo:
        raise ParameterError(f"{name} must be a whole number >= {lo}, got '{text}'")
    return int(value)


def _seconds(text) -> float | None:
    if text is None:
        return None
    try:
        value = float(Fraction(str(text).strip()))
    except (ValueError, ZeroDivisionError, OverflowError):  # OverflowError: 1e400, beyond a float
        raise ParameterError(f"the time limit must be a number of seconds, got '{text}'") from None
    return value  # find_qids checks > 0


# ---- qid --------------------------------------------------------------------------------


def _qid(args) -> int:
    from .qid import find_qids

    k = _whole(args.k, "k", 1)
    max_size = None if args.max_size is None else _whole(args.max_size, "--max-size", 1)
    res = find_qids(args.data, args.columns, k=k, kind=args.kind or "identifying", search=args.search or "minimal",
                    max_size=max_size, time_limit=_seconds(args.time_limit), encoding=args.encoding,
                    delimiter=args.delimiter)
    if args.json:
        print(json.dumps(res.to_dict(), indent=2))
    else:
        print(format_qid(res))
    return 0


SEARCH_TEXT = {"minimal": "a minimal set (greedy descent, Yuan §5.1)", "minimum": "a minimum set",
               "all": "every minimal set"}


def _columns(n: int) -> str:
    return f"{n} column{'s' if n != 1 else ''}"


def format_qid(res) -> str:
    what = "identifying sets" if res.kind == "identifying" else f"{res.k}-violating sets"
    scope = SEARCH_TEXT[res.search] + (f" of at most {_columns(res.max_size)}" if res.max_size else "")
    lines = [f"{res.rows} rows, {res.classes} distinct vectors under all {len(res.columns)} columns; "
             + (f"{res.k}-anonymous under every column subset (Sweeney's lemma)" if res.k_anonymous
                else f"not {res.k}-anonymous")]
    lines.append(f"{what}, {scope}: status {res.status}"
                 + (f", lower bound {_columns(res.lower_bound)}" if res.lower_bound is not None and res.status != "optimal" else ""))
    if res.status == "none":
        lines.append(f"no column set violates {res.k}-anonymity")
    if res.status == "timeout" and res.search == "all":
        done = res.stats.get("sizes_complete", 0)
        lines.append((f"every size up to {_columns(done)} searched completely" if done else "no size searched completely")
                     + "; the sets below are minimal")
    for s in res.sets:
        cols = ", ".join(s.columns) if s.columns else "(no column)"
        size = len(s.columns)
        lines.append(f"  {size:>2} column{'s' if size != 1 else ' '}  {s.violating_rows:>7} rows in classes < {res.k}  "
                     f"{s.unique_rows:>7} unique  {s.classes:>7} classes  {{{cols}}}")
    if res.search == "all" and not res.sets and res.status == "complete":
        lines.append("  (none of that size)")
    return "\n".join(lines)


# ---- generate ---------------------------------------------------------------------------


def _generate(args) -> int:
    from . import reductions
    from .io import check_output_path, write_table
    from .reductions._common import write_text_atomic

    if args.list:
        fams = reductions.describe()
        if args.json:
            print(json.dumps({"families": fams}, indent=2))
        else:
            width = max(len(f["name"]) for f in fams)
            for f in fams:
                params = "".join(f"; -{p}: {h}" for p, h in f["params"].items())
                print(f"{f['name']:<{width}}  {f['summary']}")
                print(f"{'':<{width}}  --size: {f['size']}; default {f['default_size']}{params}")
        return 0
    if not args.name:
        raise ParameterError(f"name a family (optanon generate NAME -o OUT.csv); the families are: {', '.join(reductions.names())}")
    if args.name not in reductions.FAMILIES:
        raise ParameterError(f"unknown family '{args.name}'; the families are: {', '.join(reductions.names())}")
    if not args.output:
        raise ParameterError("give the file to write with -o OUT.csv (or .parquet)")
    out = check_output_path(args.output)
    seed = _whole(args.seed, "the seed", 0)
    size = None if args.size is None else _whole(args.size, "--size", 1)
    inst = reductions.generate(args.name, size=size, seed=seed, c=args.c, t=args.t)
    metric_path = None
    if inst.metric is not None:
        metric_path = out.with_name(out.stem + ".metric.csv")
        if metric_path.is_dir():
            raise InputError(f"the metric file {metric_path} is a directory")
    metric_written = False
    try:
        if metric_path is not None:
            write_text_atomic(metric_path, inst.metric_csv())
            metric_written = True
        write_table(inst.frame, out)
    except BaseException:
        if metric_written:
            Path(metric_path).unlink(missing_ok=True)
        raise
    info = inst.to_dict(output=out, metric_path=metric_path)
    if args.json:
        print(json.dumps(info, indent=2))
    else:
        kind = "optimum" if inst.optimum_exact else "decision threshold"
        print(f"{inst.name}: {inst.rows} rows, {len(inst.qi)} QI columns"
              + (f", sensitive {', '.join(inst.sensitive)}" if inst.sensitive else "") + f"; {inst.reference}")
        print(f"{kind} {inst.optimum} {inst.objective} ({'exact' if inst.optimum_exact else 'threshold only'}): {inst.proof}")
        print(f"written to {out}" + (f" and the metric to {metric_path}" if metric_path else ""))
        print(f"pose it with: {info['command']}")
    return 0
