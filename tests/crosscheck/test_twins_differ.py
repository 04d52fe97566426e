"""`ask` showed a user's translation that says the opposite as "the same rule" under the rulebook's passage, while
`referee crosscheck` flags that very pair (found by the session-22 new-user helper). A twin from a user's text that
the cross-check flags carries the flags' codes (``differs``), and the answer warns under it."""

from __future__ import annotations

from typer.testing import CliRunner

from referee.adjudicator.crosscheck import twins
from referee.cli.answer_view import body_text
from referee.cli.app import app
from referee.index.hits import Hit
from tests.ui.test_tmx_status import FLIPPED

runner = CliRunner()


def _hit(pid: str, lang: str, twin: dict, user: bool = False) -> Hit:
    return Hit(pid, "solstis", lang, "", "", 1.0, same_rule=[twin], added_by_user=user)


def test_a_flagged_twin_from_a_users_text_is_marked_and_the_answer_warns(tmp_path, monkeypatch):
    monkeypatch.setenv("REFEREE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("REFEREE_CACHE_DIR", str(tmp_path / "cache"))
    twins._cached.cache_clear()
    page = tmp_path / "page.nl.txt"
    page.write_text(FLIPPED, encoding="utf-8")
    r = runner.invoke(app, ["add", str(page), "--game", "solstis", "--lang", "nl"])
    assert r.exit_code == 0, r.output
    flagged = twins._differing("solstis", "ru", "nl")
    (ru, nl), codes = next(((a, b), c) for (a, b), c in flagged.items() if a.startswith("solstis/ru/"))
    assert "negation-differs" in codes
    hit = _hit(ru, "ru", {"passage_id": nl, "lang": "nl", "text": "…", "added_by_user": True})
    twins.mark_differing([hit])
    assert hit.same_rule[0]["differs"] == codes
    shown = " ".join(body_text(hit, "es").split())
    assert "dice otra cosa aquí (negation-differs" in shown and "referee crosscheck solstis --langs ru,nl" in shown
    led_by_yours = _hit(nl, "nl", {"passage_id": ru, "lang": "ru", "text": "…"}, user=True)  # (the asker's language)
    twins.mark_differing([led_by_yours])
    assert led_by_yours.same_rule[0]["differs"] == codes
    assert "--langs ru,nl" in " ".join(body_text(led_by_yours, "en").split())
    twins._cached.cache_clear()
    assert twins._differing("solstis", "ru", "nl") == flagged  # read back from the cache dir


def test_a_twin_of_two_rulebook_texts_is_not_checked(monkeypatch):
    monkeypatch.setattr(twins, "_cached", lambda *a: (_ for _ in ()).throw(AssertionError("checked")))
    twin = {"passage_id": "gnome-hollow/nl/x/1", "lang": "nl"}
    hit = Hit("gnome-hollow/es/turno/1", "gnome-hollow", "es", "", "", 1.0, same_rule=[twin])
    twins.mark_differing([hit])
    assert "differs" not in hit.same_rule[0]
