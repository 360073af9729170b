"""The ``optanon`` command line.

Errors a user can cause print one line, ``optanon: error: ...``, and exit 2.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from fractions import Fraction

from . import cli_qid
from .api import METHODS
from .errors import OptanonError, ParameterError


def _number(text: str, name: str) -> Fraction:
    try:
        value = Fraction(text.strip())
    except (ValueError, ZeroDivisionError):
        raise ParameterError(f"{name} must be a number, got '{text}'") from None
    return value


def _whole(text: str, name: str) -> int:
    value = _number(text, name)
    if value.denominator != 1:
        raise ParameterError(f"{name} must be a whole number >= 1, got '{text}'")
    return int(value)


def _hierarchies(items) -> dict:
    out = {}
    for item in items or []:
        col, sep, path = item.partition("=")
        if not sep or not col or not path:
            raise ParameterError(f"--hierarchy takes COLUMN=PATH, got '{item}'")
        out[col.strip()] = path.strip()
    return out


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="optanon", description="Optimal anonymization of tables, with proofs and lower bounds.")
    p.add_argument("--version", action="version", version=_version())
    sub = p.add_subparsers(dest="command", required=True, metavar="COMMAND")

    c = sub.add_parser("check", help="measure k, l and t of a table as it stands and test thresholds",
                       description="Measure k-anonymity, l-diversity and t-closeness of a table as it stands "
                                   "(each distinct quasi-identifier vector is a group). Exit 0 when the thresholds "
                                   "hold, 1 when they do not, 2 on a usage or input error.")
    _common(c)
    c.add_argument("--hierarchy", action="append", metavar="COL=PATH",
                   help="check that a generalization hierarchy (ARX format) covers the column's values; repeatable")

    a = sub.add_parser("anonymize", help="release a table under k / l / t at minimum cost, with a lower bound",
                       description="Suppress (or generalize) quasi-identifier cells at minimum cost so that every group "
                                   "satisfies the models; report the cost, a proven lower bound and the status. "
                                   "Without -k, -l or -t, k = 1. Exit 0 on success, 2 on a usage or input error.")
    _common(a)
    a.add_argument("--hierarchy", action="append", metavar="COL=PATH",
                   help="generalize the column along this hierarchy (ARX format) instead of suppressing it; repeatable")
    a.add_argument("-o", "--output", required=True, metavar="OUT", help="where to write the release (.csv or .parquet)")
    a.add_argument("--method", default="auto", choices=METHODS,
                   help="auto (default), exact (pattern MILP, HiGHS), exact-dp or exact-dc (exponential, up to 16 rows), "
                        "matching (2-anonymity / frequency 2-diversity: LP-certified simplex matching)")
    a.add_argument("--time-limit", metavar="SEC", help="stop the search after SEC seconds with the best verified release and bound")
    a.add_argument("--seed", default="0", metavar="S", help="random seed (default 0)")
    cli_qid.add_parsers(sub)  # qid, generate
    return p


def _common(c) -> None:
    c.add_argument("data", metavar="DATA", help="CSV (delimiter sniffed) or Parquet file")
    c.add_argument("--qi", required=True, metavar="A,B,C", help="quasi-identifier columns, comma-separated")
    c.add_argument("--sensitive", metavar="S[,S2]", help="sensitive column(s), comma-separated")
    c.add_argument("-k", metavar="K", help="k-anonymity (a whole number >= 1)")
    c.add_argument("-l", metavar="L", help="l-diversity (a number >= 1) in the form of --l-form")
    c.add_argument("--l-form", default="frequency", choices=["frequency", "distinct", "entropy", "recursive"],
                   help="l-diversity form (default: frequency, as in the papers)")
    c.add_argument("-c", metavar="C", help="c of recursive (c,l)-diversity")
    c.add_argument("-t", metavar="T", help="t-closeness (0 <= t <= 1)")
    c.add_argument("--metric", default="equal", metavar="equal|ordered|PATH",
                   help="ground metric for t: equal (default), ordered, a distance-matrix CSV or a hierarchy CSV")
    c.add_argument("--encoding", help="text encoding of a CSV (default UTF-8)")
    c.add_argument("--delimiter", help="CSV delimiter (default: sniffed)")
    c.add_argument("--json", action="store_true", help="print one JSON object")


def _model_args(args) -> dict:
    return dict(
        k=None if args.k is None else _whole(args.k, "k"),
        l=None if args.l is None else _number(args.l, "l"),
        l_form=args.l_form,
        c=None if args.c is None else _number(args.c, "c"),
        t=None if args.t is None else _number(args.t, "t"),
        metric=args.metric,
        hierarchies=_hierarchies(args.hierarchy),
        encoding=args.encoding, delimiter=args.delimiter,
    )


def _version() -> str:
    from . import __version__

    return f"optanon {__version__}"


def _check(args) -> int:
    from .api import check

    res = check(args.data, args.qi, args.sensitive, **_model_args(args))
    if args.json:
        print(json.dumps(res.to_dict(), indent=2))
    else:
        print(_format_check(res))
    return 0 if res.satisfied else 1


def _anonymize(args) -> int:
    from .api import anonymize
    from .io import check_output_path, write_table

    out = check_output_path(args.output, [args.data])
    time_limit = None if args.time_limit is None else float(_number(args.time_limit, "the time limit"))  # api checks > 0
    seed = _number(args.seed, "seed")
    if seed.denominator != 1 or seed < 0:
        raise ParameterError(f"the seed must be a whole number >= 0, got '{args.seed}'")
    res = anonymize(args.data, args.qi, args.sensitive, method=args.method, time_limit=time_limit, seed=int(seed), **_model_args(args))
    rel = res.release
    write_table(rel.data, out, rel.data.attrs.get("delimiter") or ",")
    summary = {
        "rows": int(rel.labels.shape[0]),
        "groups": rel.classes,
        "smallest_group": rel.smallest_class,
        "cost": _num(res.cost),
        "suppressed_cells": rel.suppressed_cells,
        "lower_bound": _num(res.lower_bound),
        "gap": res.gap,
        "status": res.status,
        "method": res.method,
        "seconds": round(res.seconds, 3),
        "output": str(out),
        "stats": res.stats,
    }
    if args.json:
        print(json.dumps(summary, indent=2))
    else:
        print(f"{res.status}: cost {summary['cost']} ({rel.suppressed_cells} suppressed cells), lower bound {summary['lower_bound']}, "
              f"gap {res.gap:.2%}, method {res.method}, {res.seconds:.2f} s")
        print(f"{rel.classes} groups, smallest {rel.smallest_class} rows; release written to {out}")
    return 0


def _num(x):
    """An exact Fraction as an int when whole, else a float."""
    return int(x) if x.denominator == 1 else float(x)


def _fmt(x) -> str:
    if x is None:
        return "-"
    if isinstance(x, float):
        return "inf" if math.isinf(x) else f"{x:.4g}"
    return str(x)


def _format_check(res) -> str:
    lines = [
        f"rows               {res.rows}",
        f"groups             {res.groups}   (distinct quasi-identifier vectors)",
        f"k                  {res.k}   (smallest group)",
    ]
    if res.sensitive:
        lines += [
            f"l  frequency       {_fmt(res.l.frequency)}   (smallest |G| / most frequent sensitive count)",
            f"l  distinct        {_fmt(res.l.distinct)}",
            f"l  entropy         {_fmt(res.l.entropy)}",
        ]
        if res.l.recursive is not None:
            lines.append(f"l  recursive       {res.l.recursive}")
        lines.append(f"t  ({res.metric})".ljust(19) + f"{_fmt(res.t)}   (largest EMD of a group to the table)")
    else:
        lines.append("l, t               -   (no sensitive column)")
    for m in res.models:
        verdict = "holds" if m.satisfied else f"violated by {m.violating_groups} group(s), {m.violating_rows} row(s)"
        lines.append(f"{m.model}: {verdict}")
    if res.models:
        lines.append("satisfied" if res.satisfied else f"NOT satisfied: {res.violating_groups} group(s), {res.violating_rows} row(s) violate")
    return "\n".join(lines)


def main(argv=None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        if args.command == "check":
            return _check(args)
        if args.command == "anonymize":
            return _anonymize(args)
        if args.command in cli_qid.COMMANDS:
            return cli_qid.run(args)
    except OptanonError as exc:
        print(f"optanon: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("optanon: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the reader went away (e.g. `| head`): stop quietly, no traceback
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    parser.error(f"unknown command {args.command}")
    return 2


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
