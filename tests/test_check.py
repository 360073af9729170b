"""`optanon check` and `optanon.check` on hand-worked tables and on every input kind."""

import itertools
import json
from fractions import Fraction
from pathlib import Path

import numpy as np
import pandas as pd
import pyarrow as pa
import pytest

import optanon
from optanon import check

ADULT = Path(__file__).resolve().parents[1] / "data" / "adult" / "adult.csv"


def test_example_by_hand(example):
    # groups on (sex, education): (F,Bachelor) 3 x Flu; (M,Master) Bronchitis, Gastritis, Cancer;
    # (M,Bachelor) Gastritis, Cancer, Cancer; (F,Doctorate) 1 x Bronchitis.
    # table: Flu .3, Bronchitis .2, Gastritis .2, Cancer .3; EMD of (F,Doctorate) = 1 - .2 = 0.8.
    res = check(example, qi=["sex", "education"], sensitive="disease", k=2, l=2, t="0.75")
    assert (res.rows, res.groups, res.k) == (10, 4, 1)
    assert res.l.frequency == 1.0 and res.l.distinct == 1 and res.l.entropy == pytest.approx(1.0)
    assert res.l.recursive is None
    assert res.t == pytest.approx(0.8)
    k, l, t = res.models
    assert (k.satisfied, k.violating_groups, k.violating_rows) == (False, 1, 1)
    # (F,Bachelor) 3 of 3, (F,Doctorate) 1 of 1, (M,Bachelor) 2 of 3 > 3/2
    assert (l.satisfied, l.violating_groups, l.violating_rows) == (False, 3, 7)
    assert (t.satisfied, t.violating_groups, t.violating_rows) == (False, 1, 1)  # 0.7 <= 0.75 < 0.8
    assert not res.satisfied and (res.violating_groups, res.violating_rows) == (3, 7)


def test_entropy_and_recursive_by_hand(example):
    # (M,Master): 3 distinct, entropy ln 3; (M,Bachelor): counts 2,1: exp(H) = 3 / 2^(2/3) = 1.8899
    res = check(example, qi=["sex", "education"], sensitive="disease", c=1)
    # recursive with c=1: (F,Bachelor) [3]: 3 < 1*3 fails at l=1 -> 0
    assert res.l.recursive == 0
    df = pd.read_csv(example)
    only_m = df[df.sex == "M"]
    res = check(only_m, qi=["sex", "education"], sensitive="disease", c=2)
    assert res.l.entropy == pytest.approx(3 / 2 ** (2 / 3))
    assert res.l.frequency == pytest.approx(1.5) and res.l.distinct == 2
    # (M,Bachelor) [2,1]: l=1: 2 < 2*3 ok; l=2: 2 < 2*1 fails -> 1; (M,Master) [1,1,1]: l=3: 1 < 2*1 -> 3
    assert res.l.recursive == 1


def test_satisfied_exits_0_and_json_keys(run_cli, example):
    status, out, err = run_cli("check", example, "--qi", "sex", "-k", "4", "--json")
    assert status == 0 and err == ""
    d = json.loads(out)
    for key in ("rows", "groups", "k", "l", "t", "satisfied", "violating_groups", "violating_rows"):
        assert key in d
    assert d["k"] == 4 and d["satisfied"] is True and d["t"] is None
    assert d["l"] == {"frequency": None, "distinct": None, "entropy": None}


def test_violated_exits_1(run_cli, example):
    status, out, _ = run_cli("check", example, "--qi", "zipcode,age", "--sensitive", "disease", "-k", "2", "-c", "3", "--json")
    d = json.loads(out)
    assert status == 1 and d["satisfied"] is False and d["violating_rows"] == 10 and d["l"]["recursive"] == 1


def test_no_thresholds_is_satisfied(run_cli, example):
    status, out, _ = run_cli("check", example, "--qi", "zipcode")
    assert status == 0 and "k                  1" in out


def test_human_output_names_each_model(run_cli, example):
    status, out, _ = run_cli("check", example, "--qi", "sex", "--sensitive", "disease", "-k", "5", "-l", "1.3", "-t", "0.25")
    assert status == 1
    assert "5-anonymity: violated by 1 group(s), 4 row(s)" in out
    # F: Flu 3 of 4 -> l = 4/3 >= 1.3; M: 6/3 = 2
    assert "frequency 1.3-diversity: holds" in out
    assert "0.25-closeness (equal)" in out


def test_missing_value_is_a_value_of_its_own(tmp_path):
    p = tmp_path / "m.csv"
    p.write_text("a,b\n,1\n,1\nx,1\nNA,1\nNA,1\n")
    res = check(p, qi=["a", "b"], k=2)
    # groups: (missing,1) x2, (x,1) x1, (NA,1) x2 -- 'NA' is text, not missing
    assert res.groups == 3 and res.k == 1 and res.violating_rows == 1


def test_missing_in_dataframe_nan_none_na_agree():
    df = pd.DataFrame({"a": [None, np.nan, pd.NA, "x", "x"], "s": ["u", "v", "u", "u", "v"]})
    res = check(df, qi=["a"], sensitive="s")
    assert res.groups == 2 and res.k == 2


@pytest.mark.parametrize("sep", [",", ";", "\t", "|"])
def test_delimiter_is_sniffed(tmp_path, sep):
    p = tmp_path / "d.csv"
    p.write_text(sep.join(["a", "b", "c"]) + "\n" + "\n".join(sep.join(["1", "2", str(i % 2)]) for i in range(6)) + "\n")
    res = check(p, qi=["a", "c"], k=3)
    assert res.groups == 2 and res.k == 3 and res.satisfied


def test_quoted_fields_bom_and_crlf(tmp_path):
    p = tmp_path / "q.csv"
    p.write_bytes(b'\xef\xbb\xbfname;city\r\n"Doe; J";"A"\r\n"Doe; J";"A"\r\n"Roe";"B"\r\n')
    res = check(p, qi=["name", "city"])
    assert res.rows == 3 and res.groups == 2 and res.k == 1


def test_explicit_delimiter(tmp_path):
    p = tmp_path / "x.txt"
    p.write_text("a:b\n1:2\n1:2\n")
    assert check(p, qi=["a", "b"], delimiter=":").k == 2


def test_adult_as_csv_and_parquet(tmp_path):
    qi = ["sex", "age", "race", "marital-status", "education", "native-country", "workclass", "occupation", "salary-class"]
    res = check(ADULT, qi=qi, k=5)
    assert res.rows == 30162 and res.groups == 19502  # the data README's figures
    assert res.violating_rows == 23470
    pq = tmp_path / "adult.parquet"
    pd.read_csv(ADULT, sep=";").to_parquet(pq)
    res2 = check(pq, qi=qi, k=5)
    assert (res2.groups, res2.violating_rows) == (19502, 23470)


def _frame():
    rng = np.random.default_rng(7)
    return pd.DataFrame({
        "zip": rng.choice(["476", "479", "471"], 60),
        "age": rng.integers(20, 24, 60),
        "dis": rng.choice(["flu", "cancer", "hiv"], 60),
        "other": np.arange(60),
    })


def _summary(res):
    return (res.rows, res.groups, res.k, res.l, res.t, res.violating_groups, res.violating_rows)


def test_inputs_as_they_come():
    df = _frame()
    base = _summary(check(df, qi=["zip", "age"], sensitive="dis", k=3, l=2, t=0.3))
    shuffled = df.sample(frac=1, random_state=3)
    shuffled.index = [f"r{i}" for i in range(len(df))]
    assert _summary(check(shuffled, qi=["zip", "age"], sensitive="dis", k=3, l=2, t=0.3)) == base
    cat = df.astype({"zip": "category", "dis": "category"})
    assert _summary(check(cat, qi=["zip", "age"], sensitive="dis", k=3, l=2, t=0.3)) == base
    filtered = pd.concat([df, df.iloc[:5]]).iloc[: len(df)]
    assert _summary(check(filtered, qi=["zip", "age"], sensitive="dis", k=3, l=2, t=0.3)) == base
    assert _summary(check(pa.Table.from_pandas(df), qi=["zip", "age"], sensitive="dis", k=3, l=2, t=0.3)) == base
    as_text = df.astype(str)
    assert _summary(check(as_text, qi=["zip", "age"], sensitive="dis", k=3, l=2, t=0.3)) == base


def test_polars_frame():
    pl = pytest.importorskip("polars")
    df = _frame()
    base = _summary(check(df, qi=["zip", "age"], sensitive="dis", k=3))
    assert _summary(check(pl.from_pandas(df), qi=["zip", "age"], sensitive="dis", k=3)) == base


def test_encoding_is_canonical_under_row_order():
    df = _frame()
    a = optanon.Table.encode(df, ["zip", "age"], ["dis"])
    b = optanon.Table.encode(df.iloc[::-1], ["zip", "age"], ["dis"])
    assert np.array_equal(a.vectors, b.vectors) and np.array_equal(a.counts, b.counts)
    assert [list(v) for v in a.values] == [list(v) for v in b.values]
    # row_vector maps each row to its own vector
    assert np.array_equal(a.vectors[a.row_vector], a.codes)


def test_several_sensitive_columns_each_must_hold():
    df = pd.DataFrame({"q": ["a"] * 4 + ["b"] * 4, "s1": list("xyxyxyxy"), "s2": list("xxxxxyxy")})
    res = check(df, qi=["q"], sensitive=["s1", "s2"], l=2)
    # s1 is 2-diverse everywhere; s2 is all 'x' in group a
    assert res.l.frequency == 1.0 and res.l.distinct == 1
    assert (res.violating_groups, res.violating_rows) == (1, 4)


def test_thresholds_are_exact_fractions():
    # group of 10 rows, 3 of the most frequent value: l_frequency = 10/3 exactly
    df = pd.DataFrame({"q": ["a"] * 10, "s": list("aaabbbccdd")})
    assert check(df, qi=["q"], sensitive="s", l=Fraction(10, 3)).satisfied
    assert not check(df, qi=["q"], sensitive="s", l=Fraction(10, 3) + Fraction(1, 10**12)).satisfied
    # EMD boundary: group (a:1, b:9) vs table (a:5, b:5) -> 0.4 exactly, with 0.4 not a double
    df = pd.DataFrame({"q": ["g"] * 10 + ["h"] * 10, "s": list("abbbbbbbbb") + list("aaaaaaaaab")})
    assert check(df, qi=["q"], sensitive="s", t=0.4).satisfied
    assert not check(df, qi=["q"], sensitive="s", t="0.3999999999").satisfied


def test_thresholds_with_int64_parts_decide_exactly():
    # l = 2 + 2^-61 and 2 - 2^-61: numerators near 2^62, so count x numerator leaves int64
    # (it wrapped around before ``models._times``); the group's l_frequency is exactly 2
    df = pd.DataFrame({"q": ["a"] * 4, "s": list("aabb")})
    assert not check(df, qi=["q"], sensitive="s", l=Fraction(2**62 + 1, 2**61)).satisfied
    assert check(df, qi=["q"], sensitive="s", l=Fraction(2**62 - 1, 2**61)).satisfied
    assert check(df, qi=["q"], sensitive="s", l=Fraction(2**62, 2**61)).satisfied
    # recursive (c, 2): r1 = 2 < c x 2 holds for c just above 1, not for c = 1
    assert check(df, qi=["q"], sensitive="s", l=2, l_form="recursive", c=Fraction(2**62 + 1, 2**62)).satisfied
    assert not check(df, qi=["q"], sensitive="s", l=2, l_form="recursive", c=Fraction(2**62, 2**62)).satisfied
    # distinct: 2 values, l = 2 + 2^-61 is not met
    assert not check(df, qi=["q"], sensitive="s", l=Fraction(2**62 + 1, 2**61), l_form="distinct").satisfied


def test_ordered_metric_on_numbers_sorts_numerically():
    # values 5, 10, 20 (text order would be 10, 20, 5)
    df = pd.DataFrame({"q": ["a", "a", "b"], "s": ["5", "10", "20"]})
    res = check(df, qi=["q"], sensitive="s", metric="ordered")
    # table (1/3 each) on 5 < 10 < 20; group b = point mass on 20:
    # cumulative diffs: -1/3, -2/3, 0 -> (1/3 + 2/3) / 2 = 0.5
    assert res.t == pytest.approx(0.5)


def test_grouping_when_the_radix_key_would_overflow():
    # 7 columns of ~2000 values: the mixed-radix key exceeds 2^62 and is re-compressed on the way
    rng = np.random.default_rng(11)
    base = rng.integers(0, 100_000, size=(2000, 7))
    df = pd.DataFrame(np.concatenate([base, base[:100]]), columns=[f"c{j}" for j in range(7)])
    t = optanon.Table.encode(df, list(df.columns))
    assert np.prod([float(c) for c in t.cards]) > 2.0**62
    expected = df.groupby(list(df.columns), sort=True).ngroup().to_numpy()
    assert np.array_equal(t.row_vector, expected)  # same groups, in lexicographic order
    assert np.array_equal(t.vectors[t.row_vector], t.codes)
    assert t.counts.sum() == 2100 and (t.counts == 2).sum() == 100


def test_grouping_where_the_radix_key_would_wrap_onto_another_vector():
    """Cards 2 x 256^8: without re-compression the key of (b, 0, ..., 0), 1 x 2^64, wraps to 0, the key
    of (a, 0, ..., 0), and two different rows would be one group (random wide tables never collide)."""
    rows = [["a"] + [i] * 8 for i in range(256)] + [["b"] + [0] * 8]
    df = pd.DataFrame(rows, columns=["c0"] + [f"c{j}" for j in range(1, 9)])
    t = optanon.Table.encode(df, list(df.columns))
    assert t.cards == [2] + [256] * 8
    assert len(t.counts) == 257 and (t.counts == 1).all()
    assert np.array_equal(t.vectors[t.row_vector], t.codes)
    assert check(df, qi=list(df.columns), k=2).k == 1


def test_ordered_metric_places_equal_numbers_by_their_text():
    """'1' and '1.0' are two sensitive values of one number: '1' comes first whatever the row
    order (the EMD depends on it: 0.125 this way, 0.25 the other)."""
    rows = [("a", "1"), ("a", "1.0"), ("b", "2"), ("b", "1")]
    for order in itertools.permutations(range(4)):
        df = pd.DataFrame([rows[i] for i in order], columns=["q", "s"], dtype=str)
        assert check(df, qi=["q"], sensitive=["s"], metric="ordered").t == pytest.approx(0.125)


def test_the_printed_measures(run_cli, example):
    """What ``optanon check`` prints, every line (by sex the hospital table has groups of 4 and 6
    rows; the measures are those of ``check``, tested against the reference elsewhere); the
    recursive line only when -c is given."""
    argv = ("check", example, "--qi", "sex", "--sensitive", "disease", "-t", "0.5", "--metric", "ordered")
    status, out, _ = run_cli(*argv, "-l", "2", "--l-form", "recursive", "-c", "2")
    assert status == 1
    assert out.splitlines() == [
        "rows               10",
        "groups             2   (distinct quasi-identifier vectors)",
        "k                  4   (smallest group)",
        "l  frequency       1.333   (smallest |G| / most frequent sensitive count)",
        "l  distinct        2",
        "l  entropy         1.755",
        "l  recursive       1",
        "t  (ordered)       0.1667   (largest EMD of a group to the table)",
        "recursive (2, 2)-diversity: violated by 1 group(s), 4 row(s)",
        "0.5-closeness (ordered): holds",
        "NOT satisfied: 1 group(s), 4 row(s) violate"]
    status, out, _ = run_cli(*argv)
    assert status == 0 and "l  recursive" not in out and out.splitlines()[-2:] == ["0.5-closeness (ordered): holds", "satisfied"]
