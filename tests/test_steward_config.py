"""Issue 8, --config release.toml: every option from a file, the command line overrides, unknown keys refused."""

import json

import pandas as pd
import pytest


def _toml(tmp_path, text, name="release.toml"):
    p = tmp_path / name
    p.write_text(text)
    return p


def test_config_repeats_a_release_exactly(run_cli, example, tmp_path):
    out_a, out_b = tmp_path / "a.csv", tmp_path / "b.csv"
    status, stdout, err = run_cli("anonymize", example, "--qi", "zipcode,age,sex,education", "--sensitive", "disease",
                                  "-k", "3", "-l", "2", "--shuffle", "--seed", "4", "--token", "?", "-o", out_a, "--json", "-q")
    assert status == 0, err
    cfg = _toml(tmp_path, f"""
data = "{example}"
qi = ["zipcode", "age", "sex", "education"]
sensitive = "disease"
k = 3
l = 2
shuffle = true
seed = 4
token = "?"
output = "{out_b}"
report = "{tmp_path / 'b.html'}"
json = true
quiet = true
""")
    status, stdout_b, err = run_cli("anonymize", "--config", cfg)
    assert status == 0, err
    a, b = json.loads(stdout), json.loads(stdout_b)
    assert out_a.read_bytes() == out_b.read_bytes() and (tmp_path / "b.html").exists()
    assert {k: a[k] for k in ("cost", "lower_bound", "groups", "status")} == {k: b[k] for k in ("cost", "lower_bound", "groups", "status")}


def test_command_line_overrides_config(run_cli, example, tmp_path):
    cfg = _toml(tmp_path, f"""
data = "{example}"
qi = "zipcode,age,sex,education"
k = 2
output = "{tmp_path / 'cfg.csv'}"
time_limit = 30
shuffle = true
[hierarchy]
""")
    status, out, err = run_cli("anonymize", "--config", cfg, "-k", "5", "--no-shuffle", "-o", tmp_path / "cli.csv", "--json", "-q")
    assert status == 0, err
    d = json.loads(out)
    assert d["smallest_group"] >= 5 and d["shuffled"] is False and d["output"].endswith("cli.csv")
    assert d["report"] is None  # no --report
    assert not (tmp_path / "cfg.csv").exists()


def test_config_t_is_exact_and_hierarchy_table(run_cli, tmp_path):
    adult = pd.read_csv(__import__("pathlib").Path(__file__).resolve().parents[1] / "data" / "adult" / "adult.csv", sep=";",
                        dtype=str).head(150)
    src = tmp_path / "a.csv"
    adult.to_csv(src, index=False)
    h = src.parent
    hier = __import__("pathlib").Path(__file__).resolve().parents[1] / "data" / "adult" / "adult_hierarchy_age.csv"
    cfg = _toml(h, f"""
data = "{src}"
qi = ["sex", "age"]
sensitive = ["salary-class"]
k = 4
t = 0.3
output = "{h / 'r.csv'}"
[hierarchy]
age = "{hier}"
""")
    status, out, err = run_cli("anonymize", "--config", cfg, "--json", "-q")
    assert status == 0, err
    assert json.loads(out)["smallest_group"] >= 4
    status, _, _ = run_cli("check", h / "r.csv", "--qi", "sex,age", "--sensitive", "salary-class", "-k", "4", "-t", "0.3")
    assert status == 0


@pytest.mark.parametrize("text, says", [
    ('qi = "a"\ntime-limt = 5\n', "unknown key 'time-limt'; did you mean 'time-limit'?"),
    ('qi = "a"\nsensitiv = "s"\n', "did you mean 'sensitive'?"),
    ('qi = "a"\nzzz = 1\n', "known keys:"),
    ('qi = "a"\nshuffle = "yes"\n', "'shuffle' must be true or false"),
    ('qi = "a"\nk = true\n', "'k' must be a number or text"),
    ('qi = "a"\nmethod = "fastest"\n', "'method' must be one of auto"),
    ('qi = "a"\nk = [1, 2]\n', "a list of column names"),
    ('qi = "a"\nhierarchy = ["age=h.csv", 2]\n', "'hierarchy' must be a table of column = \"path\""),
    ('qi = "a"\nhierarchy = { age = 3 }\n', "'hierarchy' must be a table of column = \"path\""),
    ('qi = \n', "not valid TOML"),
])
def test_bad_config_is_refused(run_cli, example, tmp_path, text, says):
    cfg = _toml(tmp_path, text)
    status, _out, err = run_cli("anonymize", example, "--config", cfg, "-o", tmp_path / "r.csv")
    assert status == 2 and says in err and err.startswith("optanon: error: ") and err.count("\n") == 1, err
    assert not (tmp_path / "r.csv").exists()


def test_missing_config_file(run_cli, example, tmp_path):
    status, _, err = run_cli("anonymize", example, "--config", tmp_path / "nope.toml", "-o", tmp_path / "r.csv")
    assert status == 2 and "config file not found" in err
