"""Issue #16 on the page: each event shows its verbatim quote, each reason its role."""

from pathlib import Path

import yaml
from markupsafe import escape

from referee.server.positions import check_text
from tests.engine.gnome_hollow.helpers import as_position_file


def test_the_page_quotes_every_event_and_marks_the_reasons_role(client, tmp_path):
    doc = yaml.safe_load(Path(as_position_file("signpost-visit.yaml", tmp_path)).read_text(encoding="utf-8"))
    config = yaml.safe_load(Path(doc["position"]["config"]).read_text(encoding="utf-8"))
    doc["position"]["config"] = config.get("config", config)  # pasted: the values inline, the page reads no file
    text = yaml.safe_dump(doc, allow_unicode=True)
    verdict = check_text(text).to_json("en")
    assert verdict["events"]
    posted = client.post("/check", data={"text": text, "lang": "en"})
    page = client.get(posted.headers["Location"]).text
    events_part = page[page.index('<ol class="events">') :]
    for e in verdict["events"]:
        assert str(escape(e["citations"][0]["quote"])) in events_part, e["rule_id"]
    assert 'data-role="held"' in page and "[held]" in page


def test_the_page_shows_a_fact_in_the_pages_language(client):
    """A Spanish verdict page showed the facts sheet's English only; it shows our translation, marked as ours,
    the English beside it (session 22)."""
    from referee.engine.core.citations import facts

    text = "game: queens-garden\nposition: {}\nmove: {type: place, hex: red/rose, at: [0, 0]}\n"
    posted = client.post("/check", data={"text": text, "lang": "es"})
    page = client.get(posted.headers["Location"]).text
    fact = facts("queens-garden")["pattern-value"]
    assert f'<span lang="es">{escape(fact.words["es"])}</span>' in page
    assert "nuestra traducción" in page and str(escape(fact.text)) in page


def test_a_dispute_answer_under_one_already_given_is_refused_on_the_page(client):
    """`move.type=attack&move.type.x=1` was a 500 (found by the session-22 attacker's fuzzer)."""
    r = client.get("/dispute?game=mycelium&move.type=attack&move.type.x=1")
    assert r.status_code < 500 and "already answered attack" in r.text
