"""The release report: one self-contained HTML page for an ethics board.

``render_report(release)`` returns the page; ``Release.report(path)`` and
``optanon anonymize --report release.html`` write it. It holds, in this order:

1. the guarantee in words and every parameter of the run (models, columns,
   dropped identifiers, method, seed, time limit);
2. the result: status, method, cost, proven lower bound and gap;
3. residual re-identification risk: prosecutor risk = 1 / the smallest group
   (the chance that someone who knows a person is in the table picks their row),
   and the average over rows;
4. suppressed (and generalized) cells per quasi-identifier column, a bar chart;
5. the group-size histogram;
6. with l-diversity or t-closeness, the sensitive-value distribution of the worst
   groups (lowest l, largest distance to the table) against the whole table's;
7. a data-utility summary (cells kept, rows released intact, distinct values kept
   per column, average group size against k, discernibility).

Plots are inline SVG drawn by matplotlib's object API (no pyplot, no global
backend switch; text kept as SVG text). The page has no scripts and loads nothing.

Privacy of the report itself: it never shows a quasi-identifier value — only
column names, counts and group numbers. Sensitive values appear (in the
distribution plots) because they are released unchanged in every row anyway. The
input is named by its file name only; a SQL query is not quoted (it may hold
literal values).
"""

from __future__ import annotations

import html
import io
import os
import tempfile
from pathlib import Path

import numpy as np

from .core import models as M
from .core.groups import GroupStats
from .io import default_mode

#: sensitive values shown per distribution plot (the rest are summed as "other values")
TOP_VALUES = 8
#: worst groups shown per sensitive column
WORST_GROUPS = 3

CSS = """
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;max-width:980px;margin:2em auto;padding:0 1em;color:#1d2430;line-height:1.45}
h1{font-size:1.6em;margin-bottom:.2em}h2{font-size:1.2em;margin-top:1.8em;border-bottom:1px solid #d5dbe3;padding-bottom:.2em}
.sub{color:#5b6675;margin-top:0}
.guarantee{background:#eef6ee;border-left:5px solid #2e7d32;padding:.8em 1em;margin:1em 0}
.warn{background:#fff5e5;border-left:5px solid #c77700;padding:.8em 1em;margin:1em 0}
table{border-collapse:collapse;margin:.5em 0}td,th{padding:.25em .8em;border-bottom:1px solid #e3e7ec;text-align:left;vertical-align:top}
th{background:#f4f6f8}td.num{text-align:right;font-variant-numeric:tabular-nums}
.cards{display:flex;flex-wrap:wrap;gap:.8em;margin:1em 0}.card{border:1px solid #d5dbe3;border-radius:6px;padding:.6em 1em;min-width:9em}
.card b{display:block;font-size:1.35em}.card span{color:#5b6675;font-size:.85em}
figure{margin:1em 0}figcaption{color:#5b6675;font-size:.9em}svg{max-width:100%;height:auto}
footer{margin-top:3em;color:#7a8594;font-size:.85em}
"""


def _e(x) -> str:
    return html.escape(str(x), quote=True)


def _n(x) -> str:
    x = float(x)
    return f"{int(x):,}" if x == int(x) else f"{x:,.2f}"


def _svg(fig) -> str:
    """A matplotlib Figure as inline SVG markup (text as text, deterministic ids)."""
    import matplotlib
    from matplotlib.backends.backend_svg import FigureCanvasSVG

    FigureCanvasSVG(fig)
    buf = io.StringIO()
    with matplotlib.rc_context({"svg.fonttype": "none", "svg.hashsalt": "optanon"}):
        fig.savefig(buf, format="svg", bbox_inches="tight", metadata={"Date": None, "Creator": None})
    text = buf.getvalue()
    return text[text.index("<svg"):]


def _figure(w=7.5, h=3.0):
    from matplotlib.figure import Figure

    fig = Figure(figsize=(w, h), dpi=100)
    return fig, fig.add_subplot(1, 1, 1)


def _style(ax):
    for side in ("top", "right"):
        ax.spines[side].set_visible(False)
    ax.tick_params(labelsize=9)


# ---- the plots ----------------------------------------------------------------------------------

def plot_suppressed(release) -> str:
    cols = list(release.table.qi)
    sup = np.array([release.suppressed_per_column()[c] for c in cols])
    gen = np.array([release.generalized_per_column()[c] for c in cols])
    fig, ax = _figure(7.5, max(2.2, 0.38 * len(cols) + 0.9))
    y = np.arange(len(cols))[::-1]
    ax.barh(y, sup, color="#c0392b", label="suppressed (*)")
    if gen.any():
        ax.barh(y, gen, left=sup, color="#e6a23c", label="generalized")
        ax.legend(fontsize=8, frameon=False, loc="lower right")
    ax.set_yticks(y, labels=cols)
    ax.set_xlim(0, release.table.n)
    ax.set_xlabel(f"cells of {release.table.n:,} rows")
    for yi, s in zip(y, sup):
        ax.text(s, yi, f" {s / release.table.n:.1%}", va="center", fontsize=8)
    _style(ax)
    return _svg(fig)


def plot_group_sizes(release) -> str:
    from matplotlib.ticker import MaxNLocator

    sizes = release.class_sizes
    fig, ax = _figure(7.5, 2.8)
    uniq, counts = np.unique(sizes, return_counts=True)
    k = _k(release)
    if len(uniq) <= 40:
        ax.bar(uniq, counts, width=0.8, color="#2c7fb8")
        if len(uniq) <= 12 and uniq.max() - uniq.min() <= 40:
            ax.set_xticks(uniq)
        else:
            ax.xaxis.set_major_locator(MaxNLocator(nbins=15, integer=True))
        ax.set_xlim(min(uniq.min(), k or uniq.min()) - 1.2, uniq.max() + 1)
    else:
        bins = np.unique(np.geomspace(uniq.min(), uniq.max() + 1, 30).astype(int))
        ax.hist(sizes, bins=bins, color="#2c7fb8")
        ax.set_xscale("log")
    if k and k > 1:
        ax.axvline(k - 0.5, color="#c0392b", linestyle="--", linewidth=1, label=f"k = {k}: no group is smaller")
        ax.legend(fontsize=8, frameon=False, loc="upper right")
    ax.set_xlabel("group size (rows released alike)")
    ax.set_ylabel("groups")
    ax.yaxis.set_major_locator(MaxNLocator(integer=True))
    _style(ax)
    return _svg(fig)


def plot_distributions(column, labels, table_share, groups) -> str:
    """Grouped bars: the table's share of each SA value and each worst group's."""
    fig, ax = _figure(7.5, 3.2)
    x = np.arange(len(labels))
    width = 0.8 / (1 + len(groups))
    ax.bar(x - 0.4 + width / 2, table_share, width, color="#7f8c8d", label="whole table")
    palette = ["#c0392b", "#e67e22", "#8e44ad", "#16a085"]
    for i, (name, share) in enumerate(groups):
        ax.bar(x - 0.4 + width * (i + 1.5), share, width, color=palette[i % len(palette)], label=name)
    ax.set_xticks(x, labels=[_short(v) for v in labels], rotation=30 if len(labels) > 4 else 0, ha="right" if len(labels) > 4 else "center")
    ax.set_ylabel(f"share of rows ({column})")
    ax.set_ylim(0, 1)
    ax.legend(fontsize=8, frameon=False)
    _style(ax)
    return _svg(fig)


def _short(v, width=18) -> str:
    s = str(v)
    return s if len(s) <= width else s[: width - 1] + "…"


# ---- figures ------------------------------------------------------------------------------------

def _k(release):
    ks = [m.k for m in release.models if isinstance(m, M.KAnonymity)]
    return max(ks) if ks else None


def sensitive_sections(release) -> list[tuple[str, str, str]]:
    """(title, svg, caption) per sensitive column: worst groups against the table."""
    diverse = [m for m in release.models if isinstance(m, (M.LDiversity, M.TCloseness))]
    table = release.table
    if not diverse or not table.sensitive:
        return []
    labels = release.class_labels
    stats = GroupStats.of_table(table, labels, num_groups=release.num_groups)
    tmodels = [m for m in diverse if isinstance(m, M.TCloseness)]
    out = []
    for j, sa in enumerate(stats.sa):
        sizes = M.group_sizes(sa)
        lfreq = M.l_frequency(sa)
        emd = None
        if tmodels:
            metric = tmodels[0].metric.bind(table.sa_values[j], sa.column)
            emd = M.t_emd(sa, metric)
            worst = np.lexsort((np.arange(len(emd)), -emd))[:WORST_GROUPS]
            why = "largest distance (EMD) to the table"
        else:
            worst = np.lexsort((np.arange(len(lfreq)), lfreq))[:WORST_GROUPS]
            why = "lowest l (frequency form)"
        total = sa.table_counts.astype(float) / table.n
        top = np.argsort(-sa.table_counts, kind="stable")[:TOP_VALUES]
        values = [str(table.sa_values[j][v]) if table.sa_values[j][v] is not None else "(missing)" for v in top]
        rest = len(sa.table_counts) > len(top)
        table_share = list(total[top]) + ([1 - total[top].sum()] if rest else [])
        groups = []
        for g in worst:
            dense = sa.dense(int(g), int(g) + 1)[0].astype(float) / sizes[g]
            share = list(dense[top]) + ([1 - dense[top].sum()] if rest else [])
            name = f"group #{g} ({sizes[g]} rows, l = {lfreq[g]:.2f}" + (f", EMD = {emd[g]:.3f})" if emd is not None else ")")
            groups.append((name, share))
        svg = plot_distributions(sa.column, values + (["other values"] if rest else []), table_share, groups)
        caption = (f"The {len(worst)} groups with the {why} on '{sa.column}', against the whole table "
                   f"({len(sa.table_counts)} distinct values; the {min(TOP_VALUES, len(top))} most frequent shown"
                   + (", the rest summed" if rest else "") + "). Sensitive values are released unchanged, so showing them reveals nothing new.")
        measures = f"worst l (frequency) {lfreq.min():.3g}, distinct {int(M.l_distinct(sa).min())}, entropy {float(M.l_entropy(sa).min()):.3g}"
        if emd is not None:
            measures += f"; largest EMD {float(emd.max()):.4g} ({tmodels[0].metric.name} metric)"
        out.append((f"Sensitive column '{sa.column}': {measures}", svg, caption))
    return out


def guarantee_text(release) -> str:
    qi = ", ".join(release.table.qi)
    parts = []
    for m in release.models:
        if isinstance(m, M.KAnonymity):
            if m.k > 1:
                others = f"{m.k - 1} other row{'' if m.k == 2 else 's'}"
                parts.append(f"every row shares its released quasi-identifier values ({qi}) with at least {others} "
                             f"({m.k}-anonymity)")
        elif isinstance(m, M.LDiversity):
            form = {"frequency": f"no sensitive value occurs in more than 1/{M.fmt_fraction(m.l)} of a group's rows",
                    "distinct": f"every group holds at least {M.fmt_fraction(m.l)} distinct sensitive values",
                    "entropy": f"the entropy of every group's sensitive values is at least log({M.fmt_fraction(m.l)})",
                    "recursive": f"every group is recursive ({M.fmt_fraction(m.c) if m.c else ''}, {M.fmt_fraction(m.l)})-diverse"}[m.form]
            parts.append(f"{form} ({m!r})")
        elif isinstance(m, M.TCloseness):
            parts.append(f"every group's sensitive distribution is within Earth Mover's Distance {M.fmt_fraction(m.t)} of the whole "
                         f"table's under the {m.metric.name} metric ({m!r})")
    if not parts:
        return "No privacy model beyond the table as it stands (k = 1): nothing is guaranteed."
    return "In the released table, " + "; and ".join(parts) + ". Every group was verified after solving."


def render_report(release, *, title: str | None = None) -> str:
    from . import __version__

    table, res = release.table, release.result
    n, m = table.n, table.m
    sup = release.suppressed_per_column()
    gen = release.generalized_per_column()
    sizes = release.class_sizes
    k = _k(release) or 1
    cells = n * m
    kept_cells = cells - sum(sup.values()) - sum(gen.values())
    intact = int((release.levels == 0).all(axis=1).sum())
    title = title or "Anonymized release: report for review"
    p = release.parameters

    def row(name, value):
        return f"<tr><th>{_e(name)}</th><td>{_e(value)}</td></tr>"

    params = [
        row("input", _source(release.source)),
        row("rows, quasi-identifier columns", f"{n:,} rows, {m} columns: {', '.join(table.qi)}"),
        row("sensitive columns", ", ".join(table.sensitive) or "none"),
        row("direct identifiers dropped", ", ".join(release.dropped) or "none"),
        row("privacy models", "; ".join(repr(mo) for mo in release.models)),
    ]
    if p.get("hierarchies"):
        params.append(row("generalization hierarchies", ", ".join(f"{c}: {h if h.startswith('given in Python') else Path(h).name}" for c, h in p["hierarchies"].items())))
    params += [
        row("method requested / run", f"{p.get('method', 'auto')} / {res.method}"),
    ]
    if res.stats.get("highspy"):  # the solver behind the bound and the proof (README, "HiGHS versions")
        params.append(row("MILP solver", f"HiGHS, highspy {res.stats['highspy']}"))
    params += [
        row("seed", release.seed),
        row("time limit", (f"{float(p['time_limit']):g} s" if p.get("time_limit") is not None
                            else f"none given; the method's default, {float(res.stats['time_limit']):g} s"
                            if isinstance(res.stats.get("time_limit"), (int, float)) else "none")),
        row("row order", f"shuffled (seed {release.seed})" if release.shuffled else "as in the input"),
        row("suppressed cells shown as", release.token if release.token is not None else "*"),
    ]
    status_note = ("The lower bound equals the cost: <b>no release under these models suppresses fewer cells</b> (proven optimal)."
                   if res.status == "optimal" else
                   f"No release under these models can cost less than the lower bound, so the best possible release saves at most "
                   f"{release.gap:.2%} of this one's cost (the gap). The true optimum lies between the two.")
    cards = [
        (res.status, "status"), (_n(release.cost), "cost (suppressed cells)" if release.cost_model.is_suppression else "cost"),
        (_n(release.lower_bound), "proven lower bound"), (f"{release.gap:.2%}", "gap"),
        (f"{release.prosecutor_risk:.1%}", "prosecutor risk (1 / smallest group)"),
        (f"{release.num_groups / n:.2%}", "average risk over rows"),
        (f"{release.smallest_group:,}", "smallest group"), (f"{release.num_groups:,}", "groups"),
    ]
    card_html = "".join(f'<div class="card"><b>{_e(v)}</b><span>{_e(s)}</span></div>' for v, s in cards)

    util_rows = "".join(
        f"<tr><td>{_e(c)}</td><td class=num>{sup[c]:,}</td><td class=num>{sup[c] / n:.1%}</td><td class=num>{gen[c]:,}</td>"
        f"<td class=num>{_released_distinct(release, j):,} / {len(table.values[j]):,}</td></tr>"
        for j, c in enumerate(table.qi))
    discern = int((sizes.astype(np.int64) ** 2).sum())
    cavg = n / release.num_groups / k
    stats_html = ""
    if res.stats:
        stats_html = "<details><summary>solver statistics</summary><table>" + "".join(
            row(key, value) for key, value in res.stats.items()) + "</table></details>"

    sens = sensitive_sections(release)
    sens_html = ""
    if sens:
        sens_html = "<h2>Sensitive values in the worst groups</h2>" + "".join(
            f"<h3>{_e(t)}</h3><figure>{svg}<figcaption>{_e(cap)}</figcaption></figure>" for t, svg, cap in sens)

    risk_note = ("" if release.smallest_group > 1 else
                 '<div class="warn">Some rows are alone in their group: they can be singled out. Use k &ge; 2.</div>')
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>{_e(title)}</title><style>{CSS}</style></head>
<body>
<h1>{_e(title)}</h1>
<p class="sub">optanon {_e(__version__)} &middot; {n:,} rows &middot; {m} quasi-identifier columns</p>
<h2>Guarantee</h2>
<div class="guarantee">{_e(guarantee_text(release))}</div>
<table>{''.join(params)}</table>
<h2>Result</h2>
<div class="cards">{card_html}</div>
<p>{status_note} Cost counts suppressed quasi-identifier cells (a generalized cell counts its level's share).</p>
{risk_note}
<p><b>Residual re-identification risk.</b> An attacker who knows that a person is in the table and knows their
quasi-identifiers finds at least {release.smallest_group:,} candidate rows, so picks the right one with probability at most
{release.prosecutor_risk:.1%} (prosecutor risk = 1 / smallest group); averaged over all rows the chance is
{release.num_groups / n:.2%} (groups / rows).</p>
{stats_html}
<h2>Suppressed cells per column</h2>
<figure>{plot_suppressed(release)}<figcaption>Quasi-identifier cells released as * per column{" (and generalized along a hierarchy)" if any(gen.values()) else ""}. Other columns are released unchanged.</figcaption></figure>
<h2>Group sizes</h2>
<figure>{plot_group_sizes(release)}<figcaption>How many groups (rows released with identical quasi-identifiers) have each size; no group is smaller than {release.smallest_group:,}.</figcaption></figure>
{sens_html}
<h2>Data utility</h2>
<table>
<tr><th>quasi-identifier cells kept as they were</th><td class=num>{kept_cells:,} of {cells:,} ({kept_cells / cells:.1%})</td></tr>
<tr><th>rows released with every quasi-identifier intact</th><td class=num>{intact:,} of {n:,} ({intact / n:.1%})</td></tr>
<tr><th>average group size / k (C<sub>avg</sub>; 1 is ideal)</th><td class=num>{cavg:.2f}</td></tr>
<tr><th>discernibility (sum of squared group sizes)</th><td class=num>{discern:,}</td></tr>
<tr><th>columns other than quasi-identifiers</th><td class=num>released unchanged</td></tr>
</table>
<table><tr><th>column</th><th>suppressed</th><th>share</th><th>generalized</th><th>distinct values released / in input</th></tr>{util_rows}</table>
<footer>Generated by optanon {_e(__version__)}. No quasi-identifier value appears in this report: only column names, counts and group
numbers. The lower bound is proven by the solver (see the optanon README); the release was verified group by group before it was written.</footer>
</body></html>
"""


def _released_distinct(release, j) -> int:
    """Distinct leaf values of QI column j that still appear unsuppressed in the release."""
    kept = release.levels[:, j] == 0
    return int(np.unique(release.table.codes[kept, j]).size) if kept.any() else 0


#: the source of a release read by a DuckDB query (``--sql``); the query itself is never shown
QUERY_SOURCE = "a DuckDB query (not quoted: it may hold literal values)"


def _source(source) -> str:
    if source is None:
        return "a table given in Python"
    text = str(source)
    if text == QUERY_SOURCE:  # tagged by the API, never guessed from the text: a query may start with
        return text           # VALUES or a comment, a file may be named select.csv
    if ", table " in text:
        db, _, tab = text.partition(", table ")
        return f"{Path(db).name}, table {tab}"
    if text in ("DataFrame", "Table"):
        return f"a {text} given in Python"
    return Path(text).name


def write_report(html_text: str, path) -> None:
    """Write the report atomically (temporary file in the same directory, then renamed)."""
    from .io import require_report_suffix, write_target

    require_report_suffix(path)
    path = write_target(path, what="report")
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(html_text)
        os.chmod(tmp, default_mode())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
