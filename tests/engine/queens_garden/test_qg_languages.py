"""`referee check` and `referee score` for Queen's Garden in es, nl, ru: everything the engine says (reasons,
events, exceptions and what the position lacks, needs, inputs used) reads in the asked language; only the
rulebook quotes (Spanish), ids and data values (red/rose, display[0]) stay as they are (#16)."""

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from referee.cli.app import app
from referee.engine.registry import engine_for
from referee.i18n import t

RUN = CliRunner()
SCENARIOS = Path(__file__).parent / "scenarios"
CASES = ["pay-mixed-unused-joker-illegal", "acquire-which-copy-undetermined", "stack-tile-moves-extension-and-refills"]


def _flat(text: str) -> str:
    return " ".join(text.split())


def _messages(answer: dict) -> list[dict]:
    """Every engine message of a --json answer: {"en": English, "text": its rendering}."""
    out = []
    for r in answer["reasons"]:
        out.append({"en": r["message"], "text": r["rendered"]["text"]})
        out += [{"en": x["lacks"]["message"], "text": x["lacks"]["rendered"]["text"]} for x in r.get("exceptions", [])]
    out += [{"en": e["what"], "text": e["rendered"]["text"]} for e in answer["events"]]
    out += [{"en": i["why"], "text": i["rendered"]["text"]} for i in answer["inputs_used"]]
    return out


def _run(cmd: str, path: str, lang: str) -> tuple[str, dict]:
    text = RUN.invoke(app, [cmd, path, "--lang", lang])
    data = RUN.invoke(app, [cmd, path, "--lang", lang, "--json"])
    return _flat(text.output), json.loads(data.output)


@pytest.fixture
def template(tmp_path) -> str:
    f = tmp_path / "pos.yaml"
    f.write_text(engine_for("queens-garden").template(), encoding="utf-8")
    return str(f)


@pytest.mark.parametrize("lang", ["es", "nl", "ru"])
@pytest.mark.parametrize("case", ["template", "score", *CASES])
def test_the_engine_speaks_the_asked_language(case, lang, template):
    cmd = "score" if case == "score" else "check"
    path = template if case in ("template", "score") else str(SCENARIOS / f"{case}.yaml")
    out, answer = _run(cmd, path, lang)
    messages = _messages(answer)
    assert messages, case
    for m in messages:
        assert _flat(m["text"]) in out, f"{case}/{lang}: {m['text']!r} not shown"
        assert m["en"] == m["text"] or _flat(m["en"]) not in out, f"{case}/{lang}: English {m['en']!r} shown"
    for n in answer.get("needs", []):
        assert _flat(n["question"]) in out and n["message_id"].startswith("queens-garden.need.")
    assert _flat(t("check.detail", lang)) not in out, "an engine message was shown untranslated"
    for english in ("Why", "What happens", "Taken from the position", "What would decide it", "Final score"):
        assert english not in out, f"{case}/{lang}: English heading {english!r}"


@pytest.mark.parametrize(("lang", "named"), [("es", "rojo/estrella"), ("ru", "красный/звезда"), ("nl", "rood/ster")])
def test_the_hexagons_a_pass_discards_are_named_in_the_readers_words(lang: str, named: str):
    """The pass's "{player} discards {hexes}": the hexagons in the reader's words, as the question before it
    names them (it said "descarta red/star" after asking about "rojo/estrella")."""
    r = RUN.invoke(app, ["check", str(SCENARIOS / "pass-discard-whole-storage.yaml"), "--lang", lang])
    events = _flat(r.output).split(t("check.events", lang), 1)[1]
    assert named in events and "red/star" not in events, events[:300]


@pytest.mark.parametrize(
    ("said", "value"),
    [("2", 2), (" 3 ", 3), ("pattern", "pattern"), ("patrón", "pattern"), ("el valor de su patrón", "pattern"),
     ("patroon", "pattern"), ("значение его узора", "pattern"), (1, 1)],
)  # fmt: skip
def test_the_pass_penalty_answered_in_the_players_words(said, value):
    """The dispute asks "a number, or its pattern's value?" in the player's language: a typed number is the
    number (it was refused: "expected an integer, found '3'") and the pattern said in es/nl/ru is "pattern"."""
    from referee.engine.queens_garden.config import GameConfig

    assert GameConfig(pass_discard_penalty=said).pass_discard_penalty == value


def test_an_events_data_is_shown_in_english_or_with_the_details():
    """The event's data ("points: -6", "spirit: groundhog") is keys and ids in English: a Spanish answer leaves it
    out unless --details asks for it; English shows it."""
    path = str(SCENARIOS / "pass-discard-whole-storage.yaml")
    es = _flat(RUN.invoke(app, ["check", path, "--lang", "es"]).output)
    assert "(queens-garden.pass.discard)" in es and "points:" not in es
    assert "points: -6" in _flat(RUN.invoke(app, ["check", path, "--lang", "es", "--details"]).output)
    assert "points: -6" in _flat(RUN.invoke(app, ["check", path, "--lang", "en"]).output)
