"""Issue 8, the HTML report and the progress display; no suppressed value leaks; inputs from pandas, polars, pyarrow."""

import io
import json
import re
import shutil
import subprocess
from html.parser import HTMLParser

import pandas as pd
import pyarrow as pa
import pytest

import optanon
from optanon.progress import ProgressDisplay

QI = ["zipcode", "age", "sex", "education"]
SECRETS = ["ZQXSECRET1", "ZQXSECRET2", "QQSECRET3"]


class _Tags(HTMLParser):
    def __init__(self):
        super().__init__()
        self.tags, self.text = [], []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))

    def handle_data(self, data):
        self.text.append(data)


def _parse(html):
    p = _Tags()
    p.feed(html)
    return p


@pytest.fixture
def secret_table(tmp_path):
    """Hospital rows plus three people whose rare QI values must be suppressed (and so never shown)."""
    rows = pd.read_csv(optanon_example(), dtype=str)
    extra = pd.DataFrame({"zipcode": SECRETS, "age": ["101", "102", "103"], "sex": ["F", "M", "F"],
                          "education": ["Bachelor", "Master", "Bachelor"], "disease": ["Flu", "Cancer", "Flu"]})
    path = tmp_path / "secret.csv"
    pd.concat([rows, extra], ignore_index=True).to_csv(path, index=False)
    return path


def optanon_example():
    from pathlib import Path

    return Path(__file__).resolve().parents[1] / "src" / "optanon" / "examples" / "hospital.csv"


def test_report_structure(example):
    rel = optanon.anonymize(example, QI, "disease", k=3, l=2, t=0.5, seed=1)
    page = rel.report()
    doc = _parse(page)
    tags = [t for t, _ in doc.tags]
    assert page.startswith("<!DOCTYPE html>") and "script" not in tags and "link" not in tags and "img" not in tags
    assert tags.count("svg") == 3  # suppressed per column, group sizes, disease distributions
    text = " ".join(doc.text)
    for heading in ("Guarantee", "Result", "Suppressed cells per column", "Group sizes", "Sensitive values in the worst groups",
                    "Data utility", "prosecutor risk"):
        assert heading in text, heading
    assert "3-anonymity" in text and "frequency 2-diversity" in text and "0.5-closeness" in text
    assert "proven lower bound" in text and f"{1 / rel.smallest_group:.1%}" in text
    assert "cost (suppressed cells)" in text  # suppression: the cost counts cells
    # under a hierarchy the cost is in level costs, not cells: the card says "cost" alone
    sexes = [["F", "*"], ["M", "*"]]
    generalized = " ".join(_parse(optanon.anonymize(example, QI, "disease", k=3, hierarchies={"sex": sexes}).report()).text)
    assert "cost" in generalized and "cost (suppressed cells)" not in generalized
    for col in QI:  # every QI column is labelled in the bar chart (SVG text)
        assert re.search(rf">\s*{col}\s*<", page), col
    assert not re.search(r"(src|href)=\"http", page)  # loads nothing


def test_report_names_the_milp_solver(example):
    """The exact method's proof is HiGHS's: the report names the version (README, "HiGHS versions"),
    through the MILP (k = 3) and through the matching method first (k = 2)."""
    from importlib.metadata import version

    for k in (2, 3):
        page = optanon.anonymize(example, QI, "disease", k=k, method="exact").report()
        assert f"HiGHS, highspy {version('highspy')}" in " ".join(_parse(page).text), k


def test_nothing_suppressed_leaks(run_cli, secret_table, tmp_path):
    """The rare values are suppressed; they appear in no output: release, report, stdout, stderr, JSON."""
    out, rep = tmp_path / "r.csv", tmp_path / "r.html"
    status, stdout, err = run_cli("anonymize", secret_table, "--qi", ",".join(QI), "--sensitive", "disease", "-k", "3",
                                  "-l", "2", "-t", "0.6", "-o", out, "--report", rep, "--json")
    assert status == 0, err
    assert json.loads(stdout)["suppressed_per_column"]["zipcode"] >= 3
    for secret in SECRETS:
        for text in (out.read_text(), rep.read_text(), stdout, err):
            assert secret not in text
    status, stdout, err = run_cli("anonymize", secret_table, "--qi", ",".join(QI), "-k", "3", "-o", out)  # human output
    assert status == 0 and not any(s in stdout + err for s in SECRETS)
    # and errors about the data (a value missing from a hierarchy) name rows, not values
    hier = tmp_path / "zip.csv"
    hier.write_text("47677;4767*;*\n")
    status, _, err = run_cli("anonymize", secret_table, "--qi", ",".join(QI), "-k", "3", "--hierarchy", f"zipcode={hier}",
                             "-o", tmp_path / "h.csv")
    assert status == 2 and not any(s in err for s in SECRETS) and "row" in err


def test_report_for_python_inputs_and_an_sql_source(secret_table, tmp_path):
    df = pd.read_csv(secret_table, dtype=str)
    rel = optanon.anonymize(df, QI, k=3)
    assert "a DataFrame given in Python" in rel.report()
    rel = optanon.anonymize(sql=f"SELECT * FROM read_csv('{secret_table}', all_varchar=true) WHERE zipcode <> 'ZQXSECRET2'",
                            qi=QI, k=3)
    page = rel.report(tmp_path / "q.html")
    assert "a DuckDB query" in page and "ZQXSECRET2" not in page and (tmp_path / "q.html").read_text() == page
    # the query is never shown, whatever it starts with (the report guessed a query from its first word:
    # a VALUES query or one after a comment was shown, a file named select-... was called a query)
    values = ", ".join(f"('{z}', '{a}')" for z, a in [("ZQXSECRET1", "1"), ("ZQXSECRET1", "2"), ("b/QQSECRET3", "3")])
    for query in (f"VALUES {values}", f"-- the visits\nSELECT * FROM (VALUES {values})", f"  (FROM (VALUES {values}))"):
        page = optanon.anonymize(sql=query, qi=["col1"], k=3).report()
        assert "a DuckDB query (not quoted" in page and "SECRET" not in page, query
    # a hierarchy given in Python is described, not printed: its rows are the column's values
    zips = sorted(df["zipcode"].unique())
    for given in ([[z, "some area", "*"] for z in zips], optanon.Hierarchy.from_rows([[z, "some area", "*"] for z in zips])):
        rel = optanon.anonymize(df, QI, k=3, hierarchies={"zipcode": given})
        page = rel.report()
        assert "zipcode: given in Python (2 levels above the values)" in page, page
        assert not any(secret in page or secret in str(rel.parameters) for secret in SECRETS)
    named = tmp_path / "select-from-ward-7.csv"
    named.write_bytes(secret_table.read_bytes())
    page = optanon.anonymize(named, QI, k=3).report()
    assert "select-from-ward-7.csv" in page and "a DuckDB query" not in page


@pytest.mark.skipif(shutil.which("chromium") is None,
                    reason="headless Chromium is not installed (Debian: apt-get install chromium chromium-driver); "
                           "the structural HTML tests above still run")
def test_report_renders_in_headless_chromium(example, tmp_path):
    rel = optanon.anonymize(example, QI, "disease", k=3, l=2)
    page = tmp_path / "r.html"
    rel.report(page)
    flags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]
    dom = subprocess.run(["chromium", *flags, "--dump-dom", page.as_uri()], check=False, capture_output=True, text=True, timeout=120)
    assert dom.returncode == 0, dom.stderr[-500:]
    assert dom.stdout.count("<svg") == 3 and "Guarantee" in dom.stdout
    png = tmp_path / "r.png"
    shot = subprocess.run(["chromium", *flags, f"--screenshot={png}", "--window-size=1000,1800", page.as_uri()],
                          check=False, capture_output=True, text=True, timeout=120)
    assert shot.returncode == 0 and png.stat().st_size > 20_000  # a page with plots, not a blank one
    from PIL import Image  # matplotlib depends on Pillow

    img = Image.open(png).convert("RGB").resize((100, 180))
    colours = img.getcolors(maxcolors=100_000) or []
    assert len(colours) > 50  # text, bars and lines were drawn


def test_same_answer_from_pandas_polars_pyarrow(example):
    pl = pytest.importorskip("polars")
    df = pd.read_csv(example, dtype=str)
    shuffled = df.sample(frac=1, random_state=3).set_index(pd.Index(list("abcdefghij")))
    runs = [optanon.anonymize(x, qi=QI, sensitive="disease", k=3, l=2, method="auto", time_limit=60)
            for x in (df, shuffled, pl.from_pandas(df), pa.Table.from_pandas(df))]
    assert len({(r.cost, r.lower_bound, r.status, r.num_groups) for r in runs}) == 1
    for r in runs:
        assert isinstance(r.data, pd.DataFrame) and list(r.data.columns) == list(df.columns) and len(r.data) == 10


def test_progress_display_live_line():
    buf = io.StringIO()
    with ProgressDisplay(stream=buf, live=True) as d:
        d.phase("reading")
        d({"phase": "exact: branch and bound", "incumbent": 120.0, "bound": 90.0, "elapsed": 1.0})
        line = d.line()
        d({"patterns": 10})  # other keys are ignored
    assert "exact: branch and bound" in line and "incumbent 120" in line and "bound 90" in line and "gap 25.00%" in line


def test_progress_line_figures():
    d = ProgressDisplay(stream=io.StringIO())
    d({"phase": "exact: proof", "incumbent": 12345.0, "bound": 90.5})
    line = d.line()  # whole costs without decimals, others with two; thousands separated; the seconds since it began
    assert re.fullmatch(r"exact: proof \| incumbent 12,345 \| bound 90\.50 \| gap 99\.27% \| (\d+\.\d) s", line), line
    assert float(line.split(" | ")[-1][:-2]) < 60


def test_progress_spinner_turns():
    # the live line's spinner goes on from frame to frame across refreshes (a new spinner at each
    # refresh began at its first frame every time: it stood still on a terminal)
    d = ProgressDisplay(stream=io.StringIO())
    frames = []
    for now in (100.0, 100.25, 100.5):
        d({"phase": "exact: proof", "incumbent": 7, "bound": 5})
        spinner = d._render()
        frames.append(spinner.render(now).plain.split(" ")[0])
        assert "exact: proof | incumbent 7" in spinner.render(now).plain
    assert len(set(frames)) == 3, frames


class _Terminal(io.StringIO):
    def isatty(self):
        return True


def test_progress_draws_only_on_a_terminal_and_not_when_quiet():
    assert ProgressDisplay(stream=io.StringIO()).live is False and ProgressDisplay(stream=_Terminal()).live is True
    for enabled in (True, False):
        display = ProgressDisplay(stream=_Terminal(), enabled=enabled)
        with display as d:
            d({"phase": "exact: proof", "incumbent": 7, "bound": 5})
        assert ("exact: proof" in display.stream.getvalue()) is enabled  # drawn (then erased), or nothing at all
        assert display._live is None  # closed with the command


def test_progress_quiet_and_not_a_terminal_print_nothing():
    for display in (ProgressDisplay(stream=io.StringIO(), enabled=False, live=True), ProgressDisplay(stream=io.StringIO())):
        with display as d:
            d({"phase": "x", "incumbent": 1, "bound": 1})
        assert display.stream.getvalue() == ""
        assert display.state["phase"] == "x"  # the message of an interrupt names it, --quiet or not


def test_progress_on_a_terminal(tmp_path, example):
    """On a real terminal (a pty) the live line is drawn on stderr and erased; stdout keeps the JSON clean."""
    pty = pytest.importorskip("pty")
    import os
    import sys

    out = tmp_path / "r.csv"
    code = (f"import sys; from optanon.cli import main; sys.exit(main(['anonymize', {str(example)!r}, '--qi', 'zipcode,age,sex', "
            f"'-k', '2', '--method', 'matching', '-o', {str(out)!r}, '--json']))")
    master, slave = pty.openpty()
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=slave, text=True)
    os.close(slave)
    stdout, _ = proc.communicate(timeout=120)
    chunks = []
    try:
        while data := os.read(master, 65536):
            chunks.append(data)
    except OSError:
        pass
    os.close(master)
    err = b"".join(chunks).decode(errors="replace")
    assert proc.returncode == 0 and json.loads(stdout)["status"] == "optimal"
    assert "reading" in err or "matching" in err  # the live line was drawn on the terminal
    assert "\x1b[" in err  # with terminal control sequences (cursor moves / erase)


def _text(html):
    return re.sub(r"\s+", " ", html)


def test_the_guarantee_reads_in_good_english(example):
    # "with at least 1 other rows" for k = 2
    for k, words in ((2, "at least 1 other row ("), (3, "at least 2 other rows (")):
        html = optanon.anonymize(str(example), qi=["zipcode", "age"], k=k).report()
        assert words in _text(html), k


def test_the_report_s_figures_are_counted_from_the_release():
    # every figure of the report's result and utility tables, recounted from the released table itself
    ages = [str(a) for a in range(20, 32)]
    df = pd.DataFrame({"zip": ["111", "111", "112", "112", "113", "113", "111", "112", "113", "114", "114", "115"],
                       "age": ages, "sex": list("FMFMFMFMFMFF"),
                       "disease": ["flu", "cold", "flu", "cold", "flu", "cold", "hiv", "flu", "cold", "flu", "hiv", "cold"]})
    hierarchy = [[a, f"{a[0]}0-{a[0]}9", "*"] for a in ages]
    for k in (2, 3):
        rel = optanon.anonymize(df, ["zip", "age", "sex"], "disease", k=k, l=2, hierarchies={"age": hierarchy},
                                method="exact")
        out, n, qi = rel.data, len(df), ["zip", "age", "sex"]
        same = out[qi].eq(df[qi])
        star = out[qi].eq("*")
        kept, intact = int(same.to_numpy().sum()), int(same.all(axis=1).sum())
        sizes = out.groupby(qi, dropna=False).size()
        assert sizes.min() >= k and (~same & ~star).to_numpy().any()  # a generalized cell, neither kept nor *
        page = _text(rel.report())
        assert f"kept as they were</th><td class=num>{kept:,} of {3 * n:,} ({kept / (3 * n):.1%})</td>" in page
        assert f"every quasi-identifier intact</th><td class=num>{intact:,} of {n:,} ({intact / n:.1%})</td>" in page
        assert f"<td class=num>{n / len(sizes) / k:.2f}</td>" in page  # C_avg: average group size / k
        assert f"<td class=num>{int((sizes ** 2).sum()):,}</td>" in page  # discernibility
        assert f"<b>{1 / sizes.min():.1%}</b><span>prosecutor risk" in page
        assert f"<b>{len(sizes) / n:.2%}</b><span>average risk over rows" in page
        assert f"averaged over all rows the chance is {len(sizes) / n:.2%} (groups / rows)" in page
        assert ("(proven optimal)" in page) == (rel.status == "optimal") and "Some rows are alone" not in page
        for c in qi:
            sup, gen = int(star[c].sum()), int((~same[c] & ~star[c]).sum())
            distinct = df.loc[same[c], c].nunique()
            assert (f"<tr><td>{c}</td><td class=num>{sup:,}</td><td class=num>{sup / n:.1%}</td><td class=num>{gen:,}</td>"
                    f"<td class=num>{distinct:,} / {df[c].nunique():,}</td></tr>") in page
    # k = 1 stated as no guarantee at all, not as "at least 0 other rows"; rows alone in their group
    # flagged; every row intact; no sensitive or dropped column; the default title and token
    page = _text(optanon.anonymize(df, ["zip"], k=1).report())
    assert "No privacy model beyond the table as it stands (k = 1): nothing is guaranteed." in page
    assert "other row" not in page and "Some rows are alone in their group" in page
    assert "every quasi-identifier intact</th><td class=num>12 of 12 (100.0%)</td>" in page
    assert "<th>sensitive columns</th><td>none</td>" in page and "<th>direct identifiers dropped</th><td>none</td>" in page
    assert "<title>Anonymized release: report for review</title>" in page
    assert "<th>suppressed cells shown as</th><td>*</td>" in page
    rel = optanon.anonymize(df, ["zip", "sex"], "disease", k=3, token="[gone]", drop=["age"])
    page = _text(rel.report(title="Clinic A"))
    assert "<title>Clinic A</title>" in page and "<th>suppressed cells shown as</th><td>[gone]</td>" in page
    assert "<th>sensitive columns</th><td>disease</td>" in page and "<th>direct identifiers dropped</th><td>age</td>" in page
    # not proved: the gap and where the optimum lies, never "proven optimal"
    rel = optanon.anonymize(df, ["zip", "age", "sex"], k=3, method="approx-m")
    assert rel.status != "optimal", "approx-m proved this table: pick another"
    page = _text(rel.report())
    assert "(proven optimal)" not in page and f"saves at most {rel.gap:.2%} of this one's cost" in page


def test_the_sensitive_plots_show_the_table_s_and_the_worst_groups_shares(monkeypatch):
    from fractions import Fraction

    from optanon import report

    drawn = []
    monkeypatch.setattr(report, "plot_distributions", lambda *args: drawn.append(args) or "<svg></svg>")
    values = ["a"] * 5 + ["b"] * 3 + ["c"] * 2 + [None] * 2  # 12 rows, a missing sensitive value among them
    df = pd.DataFrame({"q": list("xxxyyyzzzwww"), "s": values})
    rel = optanon.anonymize(df, ["q"], "s", k=3, l=2, method="exact")
    for top, rest in ((2, True), (4, False), (8, False)):  # more values than shown: the rest summed
        drawn.clear()
        monkeypatch.setattr(report, "TOP_VALUES", top)
        (title, _, caption), = report.sensitive_sections(rel)
        (column, labels, table_share, worst), = drawn
        shown = ["a", "b", "c", "(missing)"][:top]
        assert column == "s" and labels == shown + (["other values"] if rest else [])
        whole = [Fraction(5, 12), Fraction(3, 12), Fraction(2, 12), Fraction(2, 12)]
        expect = whole[:top] + ([1 - sum(whole[:top])] if rest else [])
        assert table_share == pytest.approx([float(x) for x in expect])
        lowest = min(rel.data["s"].groupby(rel.class_labels, dropna=False).apply(
            lambda s: len(s) / s.fillna("(missing)").value_counts().max()))
        assert f"worst l (frequency) {lowest:.3g}" in title
        for name, share in worst:  # each worst group's own shares, of its own rows
            g = int(re.match(r"group #(\d+) \((\d+) rows", name).group(1))
            rows = rel.data["s"][rel.class_labels == g].fillna("(missing)")
            counts = [Fraction(int((rows == v).sum()), len(rows)) for v in shown]
            assert share == pytest.approx([float(x) for x in counts + ([1 - sum(counts)] if rest else [])])
            assert f"({len(rows)} rows, l = {len(rows) / rows.value_counts().max():.2f})" in name
        assert ("the rest summed" in caption) == rest
    # k alone: no sensitive section, even with a sensitive column
    drawn.clear()
    assert report.sensitive_sections(optanon.anonymize(df, ["q"], "s", k=3, method="exact")) == [] and drawn == []
