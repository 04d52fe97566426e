"""`referee crosscheck`: the DESIGN.md JSON shape, the report file, the terms view, bad input."""

import json

import pytest
from typer.testing import CliRunner

from referee.cli.app import app

runner = CliRunner()


@pytest.fixture(scope="module")
def es_nl_json():
    r = runner.invoke(app, ["crosscheck", "gnome-hollow", "--langs", "es,nl", "--json"])
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)


def test_json_shape(es_nl_json):
    d = es_nl_json
    assert d["game"] == "gnome-hollow" and d["langs"] == ["es", "nl"]
    assert d["pairs"] and d["unmatched"]
    pair = d["pairs"][0]
    assert {"a", "b", "score", "flags"} <= pair.keys()
    assert {"passage_id", "lang", "text"} <= pair["a"].keys()
    assert pair["a"]["lang"] == "es" and pair["b"]["lang"] == "nl"
    for p in d["pairs"]:
        for f in p["flags"]:
            assert {"code", "message", "severity", "kind"} <= set(f) and f["message"]
            assert f["severity"] in ("disagreement", "note")
    assert {"passage_id", "lang", "text"} <= d["unmatched"][0].keys()


def test_real_rules_match_and_one_language_rules_do_not(es_nl_json):
    pairs = {(p["a"]["passage_id"], p["b"]["passage_id"]) for p in es_nl_json["pairs"]}
    # "each tile must touch the stump or another tile" is in both texts
    assert ("gnome-hollow/es/colocacion-de-losetas/2", "gnome-hollow/nl/opzetten-van-het-spel-spelers/5") in pairs
    unmatched = {p["passage_id"] for p in es_nl_json["unmatched"]}
    assert "gnome-hollow/es/fin-del-juego/6" in unmatched  # the tie-break exists only in the es text
    assert "gnome-hollow/nl/opzetten-van-het-spel-spelers/3" in unmatched  # the start player only in nl


def _pair(d, a, b):
    return next(
        p
        for p in d["pairs"]
        if p["a"]["passage_id"] == f"gnome-hollow/{a}" and p["b"]["passage_id"] == f"gnome-hollow/{b}"
    )


def _disagreements(pair):
    return {f["code"] for f in pair["flags"] if f["severity"] == "disagreement"}


def test_one_wildflower_in_storage_against_two_tiles_is_a_disagreement(es_nl_json):
    pair = _pair(es_nl_json, "es/resoluciones-y-bonos/7", "nl/veldbloemtegels/4")
    assert "numbers-differ" in _disagreements(pair)


def test_the_pair_space_and_column_1_are_the_same_rule_and_not_flagged(es_nl_json):
    # es: "El espacio de Par es NUNCA bloqueado"; nl: "behalve als je slechts 2 paddenstoelen ... Kolom 1 blijft
    # immers altijd beschikbaar": "Kolom 1" names a column, it counts nothing
    pair = _pair(es_nl_json, "es/movimiento-de-los-gnomos/7", "nl/veldbloemtegels/8")
    assert not _disagreements(pair)


def test_an_example_number_is_a_note_not_a_disagreement(es_nl_json):
    # es: "por ejemplo, tu 2º Marcador"; nl: "jouw 2de, 4de of 6de ringmarkeersteen"
    pair = _pair(es_nl_json, "es/resoluciones-y-bonos/6", "nl/veldbloemtegels/1")
    notes = [f for f in pair["flags"] if f["code"] == "numbers-differ"]
    assert notes and all(f["severity"] == "note" for f in notes)


def test_table_shows_disagreements_and_notes_only_when_asked():
    args = ["crosscheck", "gnome-hollow", "--langs", "es,nl"]
    default = runner.invoke(app, args, env={"COLUMNS": "200"})
    every = runner.invoke(app, [*args, "--all-flags"], env={"COLUMNS": "200"})
    assert default.exit_code == 0 and every.exit_code == 0, default.output
    assert "numbers-differ" in default.output and "(note)" not in default.output
    assert "(note)" in every.output and "term-mismatch" in every.output


def test_flag_messages_in_the_language_asked_for():
    """Two rulebooks written apart (the built-in es and nl): a clause in one of them only is a note, said in
    Spanish with --lang es; the JSON keeps the English message and adds the rendering."""
    args = ["crosscheck", "gnome-hollow", "--langs", "es,nl", "--all-flags", "--lang", "es"]
    r = runner.invoke(app, args, env={"COLUMNS": "300"})  # the phrase on one line: the frame is Spanish too now
    assert r.exit_code == 0, r.output
    assert "esta cláusula solo está en" in r.output and "this clause is in" not in r.output
    js = runner.invoke(app, ["crosscheck", "gnome-hollow", "--langs", "es,nl", "--json", "--lang", "ru"])
    flags = [f for p in json.loads(js.output)["pairs"] for f in p["flags"] if f["code"] == "clause-only-in"]
    assert flags and all(f["severity"] == "note" and "not translations" in f["message"] for f in flags)
    assert all(f["rendered"]["lang"] == "ru" and "только в" in f["rendered"]["text"] for f in flags)
    bad = runner.invoke(app, ["crosscheck", "gnome-hollow", "--langs", "es,nl", "--lang", "xx"])
    assert bad.exit_code == 2 and "--lang" in bad.output


@pytest.mark.parametrize("suffix", [".md", ".html"])
def test_report_written_escaped_and_not_overwritten(tmp_path, suffix):
    out = tmp_path / f"check{suffix}"
    r = runner.invoke(app, ["crosscheck", "gnome-hollow", "--langs", "es,nl", "--report", str(out)])
    assert r.exit_code == 0, r.output
    text = out.read_text(encoding="utf-8")
    assert "gnome-hollow/es/colocacion-de-losetas/2" in text and "Only in nl" in text
    if suffix == ".html":
        assert text.startswith("<!doctype html>") and "<script" not in text
    again = runner.invoke(app, ["crosscheck", "gnome-hollow", "--langs", "es,nl", "--report", str(out)])
    assert again.exit_code == 2 and "--force" in again.output
    forced = runner.invoke(app, ["crosscheck", "gnome-hollow", "--langs", "es,nl", "--report", str(out), "--force"])
    assert forced.exit_code == 0


def test_html_escapes_passage_text():
    from dataclasses import replace

    from referee.adjudicator.crosscheck.model import CrossCheck
    from referee.adjudicator.crosscheck.report import to_html
    from referee.rulebooks import passages

    p = replace(passages("gnome-hollow", "es")[0], text="<script>alert(1)</script> & co")
    html = to_html(CrossCheck("gnome-hollow", ("es", "nl"), (), (p,)))
    assert "<script>" not in html and "&lt;script&gt;" in html


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (["crosscheck", "no-such-game", "--langs", "es,nl"], "unknown game"),
        (["crosscheck", "gnome-hollow", "--langs", "es,ru"], "no 'ru' text"),
        (["crosscheck", "gnome-hollow", "--langs", "es"], "two languages"),
        (["crosscheck", "gnome-hollow", "--langs", "es,nl", "--report", "x.pdf"], ".md or .html"),
        (["crosscheck", "mycelium"], "only one text"),
        (["crosscheck", "gnome-hollow", "--langs", "es,nl", "--encoder", "bogus"], "unknown encoder"),
        (["crosscheck", "terms", "no-such-game"], "unknown game"),
    ],
)
def test_bad_input_exits_2_with_one_line(args, needle):
    r = runner.invoke(app, args)
    assert r.exit_code == 2
    assert needle in r.output and "Traceback" not in r.output


def test_terms_lists_each_concept_with_its_passages():
    r = runner.invoke(app, ["crosscheck", "terms", "gnome-hollow", "--json"])
    assert r.exit_code == 0, r.output
    d = json.loads(r.stdout)
    signpost = next(c for c in d["concepts"] if c["concept"] == "signpost")
    es_words = {f["word"].lower() for f in signpost["usage"]["es"]}
    nl_passages = {pid for f in signpost["usage"]["nl"] for pid in f["passages"]}
    assert "cartel" in es_words
    assert "gnome-hollow/nl/veldbloemtegels/6" in nl_passages
    alias = runner.invoke(app, ["crosscheck-terms", "gnome-hollow", "--json"])
    assert json.loads(alias.stdout) == d


def test_terms_of_a_one_text_game_show_the_banks_other_languages():
    # Solstis exists here only in Russian: the bank's English names stand beside the text's own words
    r = runner.invoke(app, ["crosscheck", "terms", "solstis", "--json"])
    assert r.exit_code == 0, r.output
    concepts = json.loads(r.stdout)["concepts"]
    assert all(set(c["usage"]) == {"ru"} for c in concepts)
    assert any(c["bank"].get("en") and c["usage"]["ru"] for c in concepts)


def test_fail_on_exit_codes_and_tmx(tmp_path, monkeypatch):
    """--fail-on disagreement exits 1 on a flagged cross-check, a bad value is bad input (2); --tmx writes the
    matched pairs as a TMX file translate-toolkit reads back."""
    from translate.storage.tmx import tmxfile

    runner = CliRunner()
    tmx = tmp_path / "pairs.tmx"
    r = runner.invoke(
        app,
        ["crosscheck", "gnome-hollow", "--langs", "es,nl", "--json", "--fail-on", "disagreement", "--tmx", str(tmx)],
    )
    assert r.exit_code == 1  # the es and nl texts do disagree (bench/gold)
    d = json.loads(r.stdout)
    assert any(f["severity"] == "disagreement" for p in d["pairs"] for f in p["flags"])
    assert 0.0 <= min(p["score"] for p in d["pairs"]) and max(p["score"] for p in d["pairs"]) <= 1.0
    # flagged pairs come first
    ranks = [0 if any(f["severity"] == "disagreement" for f in p["flags"]) else 1 for p in d["pairs"]]
    assert ranks == sorted(ranks)
    store = tmxfile(tmx.read_bytes())
    units = [u for u in store.units if u.source]
    assert len(units) == len(d["pairs"])
    assert {(u.source, u.target) for u in units} == {(p["a"]["text"], p["b"]["text"]) for p in d["pairs"]}
    bad = runner.invoke(app, ["crosscheck", "gnome-hollow", "--langs", "es,nl", "--fail-on", "maybe"])
    assert bad.exit_code == 2


def test_the_tmx_notes_and_the_reports_score_speak_as_the_terminal_does(tmp_path):
    """A Spanish translator's --tmx carried English notes ("term-mismatch (note): es names ...") under
    --lang es, and the --report's score column printed the alignment's raw score (2.38) under a legend saying
    it is the share (0-1) of clauses the other passage states, which the terminal and the JSON show (found
    trying the tool as a new user)."""
    from translate.storage.tmx import tmxfile

    tmx, md = tmp_path / "pairs.tmx", tmp_path / "check.md"
    args = ["crosscheck", "gnome-hollow", "--langs", "es,nl", "--lang", "es", "--json", "--all-flags"]
    r = CliRunner().invoke(app, [*args, "--tmx", str(tmx), "--report", str(md)])
    d = json.loads(r.stdout)
    flagged = [p for p in d["pairs"] if p["flags"]]
    assert flagged and any(p["score"] != round(p["align_score"], 4) for p in d["pairs"])
    notes = " ".join(u.getnotes() for u in tmxfile(tmx.read_bytes()).units if u.source)
    assert all(f["rendered"]["text"] in notes for p in flagged for f in p["flags"] if "rendered" in f), notes
    assert "puntuación" in notes and "línea" in notes and "(note)" not in notes and " score " not in notes
    rows = [line for line in md.read_text(encoding="utf-8").splitlines() if line.startswith("| `")]
    assert [row.split(" | ")[2].split("<br>")[0] for row in rows] == [f"{p['score']:.2f}" for p in d["pairs"]]


def test_a_file_given_as_the_first_language_is_told_to_swap_langs(tmp_path):
    """`--langs en,es --file my-en.txt` for Queen's Garden (only a Spanish text): the refusal said only "no 'en'
    text"; --file is the second language of --langs, and the refusal now says which order to give (in Spanish
    for a Spanish translator; found trying the tool as a new user)."""
    mine = tmp_path / "qg-en.txt"
    mine.write_text("If you take at least one tile, you refill the stack.\n", encoding="utf-8")
    args = ["crosscheck", "queens-garden", "--langs", "en,es", "--file", str(mine), "--lang", "es"]
    r = CliRunner().invoke(app, args)
    assert r.exit_code == 2
    flat = " ".join(r.output.split())
    assert "no tiene texto 'en' (tiene: es); --file se lee como el segundo idioma de --langs" in flat, flat
    assert "prueba --langs es,en" in flat


def test_a_file_over_the_added_texts_limit_is_refused_at_once(tmp_path):
    """`crosscheck --file` took a 16 MB file (the bundled texts' limit) and ran for minutes until killed (found by
    the session-22 attacker); it takes what `referee add` takes, 2,000,000 bytes."""
    from referee.rulebooks.userbooks import MAX_BYTES

    big = tmp_path / "big.nl.txt"
    big.write_text("# Deel\n\n" + "woord " * (MAX_BYTES // 6 + 10), encoding="utf-8")
    r = runner.invoke(app, ["crosscheck", "gnome-hollow", "--langs", "es,nl", "--file", str(big), "--json"])
    assert r.exit_code == 2, r.output
    assert "at most 2,000,000" in json.loads(r.stdout)["error"]
