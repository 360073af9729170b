#!/usr/bin/env python3
"""Peer runners for benchmarks/adult.py: anonypy and anjana, each in its own venv.

Not imported by optanon, and does not import it: benchmarks/adult.py runs this file with a
peer's interpreter, ``bench-data/venv-<peer>/bin/python benchmarks/adult_peers.py PEER SPEC``,
where SPEC is a JSON object

    {"data": CSV, "sep": ";", "rows": N or null, "qi": [...], "sensitive": COL or null,
     "k": K, "l": L or null, "t": T or null, "out": CSV, "hierarchy_dir": DIR,
     "supp_levels": [...] (anjana only)}

The runner reads the table (every cell as text, the first N rows when given), adds a column
``_rowid`` (the row's position in the input, for aligning the release with it afterwards),
anonymizes with the peer library, writes the release -- the kept rows only, columns
``_rowid``, the QIs and the sensitive column -- to ``out`` (``;``-separated) and prints one
JSON line with the peer's own measures. adult.py then measures every release the same way.

anonypy 0.2.1 (Mondrian, https://github.com/glassonion1/anonypy)
    ``anonypy.Mondrian(df, qi, sensitive).partition(k, l, p)`` splits the table top-down
    (a numeric column at its median, a categorical one by halving its list of values) while
    both halves stay valid. Valid: at least k rows; with l, at least l *distinct* sensitive
    values (anonypy has no frequency form); with p, ``is_t_close``: the largest
    |p_group(v) - p_table(v)| over the values v present in the group -- not an EMD -- and the
    function reuses the name ``p`` for a frequency inside its loop, so the threshold it finally
    compares against is the last value's group frequency, not the p passed in. The release
    replaces every QI cell of a partition by anonypy's own aggregates
    (``anonypy.anonypy.agg_numerical_column``: "min-max", or the value when all agree;
    ``agg_categorical_column``: the distinct values joined by ","). anonypy's
    ``Preserver.anonymize_*`` return exactly these values, one row per (partition, sensitive
    value) with a count; building them per row here keeps the rows aligned with the input.
    age is numeric (int), the other QIs and the sensitive column categorical. Nothing is
    deleted: anonypy does not suppress records.

anjana 1.2.3 (https://github.com/IFCA-Advanced-Computing/anjana)
    ``k_anonymity(data, ident, qi, k, supp_level, hierarchies)``, ``l_diversity(..., sens, k,
    l, supp_level, hierarchies)`` (distinct l, via pycanon; no frequency form) and
    ``t_closeness(..., sens, k, t, supp_level, hierarchies)`` (EMD, equal distance for a text
    column, against the distribution of the table it is given). Full-domain generalization:
    while the table is not k-anonymous, delete the records of the groups smaller than k if
    they are at most ``supp_level`` % of the records (and stop), else raise the QI with the
    most distinct values one level of its hierarchy. Hierarchies: the ARX files
    data/adult/adult_hierarchy_<col>.csv, as anjana's README builds them
    (``dict(pd.read_csv(path, header=None))``: level number -> column). The answer depends
    strongly on ``supp_level``, for which anjana has no default: the runner tries every level
    in ``supp_levels`` and keeps the release with the fewest changed QI cells (the measure of
    adult.py, defined there), reporting every candidate.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path


def read(spec):
    import pandas as pd

    df = pd.read_csv(spec["data"], sep=spec.get("sep", ";"), dtype=str, keep_default_na=False)
    if spec.get("rows"):
        df = df.head(int(spec["rows"])).copy()
    df.insert(0, "_rowid", range(len(df)))
    return df


def columns(spec):
    return ["_rowid"] + spec["qi"] + ([spec["sensitive"]] if spec.get("sensitive") else [])


def cells_changed(orig, rel, qi):
    """QI cells of the release that differ from the input, plus all QI cells of deleted rows."""
    import numpy as np

    pos = rel["_rowid"].to_numpy(dtype=np.int64)
    changed = sum(int((rel[c].astype(str).to_numpy() != orig[c].to_numpy()[pos]).sum()) for c in qi)
    return changed + (len(orig) - len(rel)) * len(qi)


def run_anonypy(spec):
    import numpy as np
    import pandas as pd
    from anonypy import anonypy as ap
    from anonypy.mondrian import Mondrian

    df = read(spec)
    qi, sens = spec["qi"], spec.get("sensitive")
    work = pd.DataFrame(index=df.index)
    for c in qi + ([sens] if sens else []):
        work[c] = pd.to_numeric(df[c]) if c == "age" else df[c].astype("category")
    started = time.perf_counter()
    parts = Mondrian(work, qi, sens).partition(spec["k"], spec.get("l") or 0, float(spec.get("t") or 0.0))
    release = df[columns(spec)].copy()
    for c in qi:
        agg = ap.agg_categorical_column if work[c].dtype.name == "category" else ap.agg_numerical_column
        col = release[c].to_numpy(dtype=object).copy()
        for part in parts:
            col[np.asarray(part)] = agg(work.loc[part, c])[0]
        release[c] = col
    seconds = time.perf_counter() - started
    release.to_csv(spec["out"], sep=";", index=False)
    sizes = [len(p) for p in parts]
    return {"seconds": seconds, "rows_kept": len(release), "records_deleted": 0, "partitions": len(parts),
            "smallest_partition": min(sizes), "cells_changed": cells_changed(df, release, qi),
            "version": version("anonypy")}


def run_anjana(spec):
    import pandas as pd
    from anjana import anonymity as an

    df = read(spec)
    qi, sens, k = spec["qi"], spec.get("sensitive"), spec["k"]
    hdir = Path(spec["hierarchy_dir"])
    candidates, best = [], None
    for supp in spec.get("supp_levels") or [50]:
        hier = {c: dict(pd.read_csv(hdir / f"adult_hierarchy_{c}.csv", sep=";", header=None, dtype=str,
                                    keep_default_na=False)) for c in qi}
        data = df.copy()
        started = time.perf_counter()
        if spec.get("t") is not None:
            out = an.t_closeness(data, [], qi, sens, k, float(spec["t"]), supp, hier)
        elif spec.get("l") is not None:
            out = an.l_diversity(data, [], qi, sens, k, int(spec["l"]), supp, hier)
        else:
            out = an.k_anonymity(data, [], qi, k, supp, hier)
        seconds = time.perf_counter() - started
        cand = {"supp_level": supp, "seconds": round(seconds, 3)}
        if len(out) == 0 or "_rowid" not in out.columns:
            cand["failed"] = "anjana returned an empty table (it could not reach the guarantee)"
        else:
            rel = out[columns(spec)].copy()
            # the generalization level anjana reached per QI (0 = raw), read off its hierarchy levels
            levels = {}
            for c in qi:
                vals = set(rel[c].astype(str))
                levels[c] = next((lv for lv, col in sorted(hier[c].items()) if vals <= set(pd.Series(col).astype(str))), None)
            cand.update(rows_kept=len(rel), records_deleted=len(df) - len(rel), levels=levels,
                        cells_changed=cells_changed(df, rel, qi))
            if best is None or cand["cells_changed"] < best[0]["cells_changed"]:
                best = (cand, rel)
        candidates.append(cand)
    if best is None:
        return {"error": "no supp_level gave a release", "candidates": candidates, "version": version("anjana")}
    cand, rel = best
    rel.to_csv(spec["out"], sep=";", index=False)
    return {**cand, "candidates": candidates, "seconds_all": round(sum(c["seconds"] for c in candidates), 3),
            "version": version("anjana")}


def version(name):
    import importlib.metadata

    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return "?"


def main(argv):
    if len(argv) != 3 or argv[1] not in ("anonypy", "anjana"):
        print(__doc__.split("\n\n")[0] + "\nusage: adult_peers.py anonypy|anjana SPEC_JSON", file=sys.stderr)
        return 2
    spec = json.loads(argv[2])
    res = (run_anonypy if argv[1] == "anonypy" else run_anjana)(spec)
    print(json.dumps(res))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
