"""`referee ask`: cross-lingual answers, the JSON contract, bad input."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from typer.testing import CliRunner

from referee.cli.app import app

runner = CliRunner()


def _ask(built_index, *args):
    result = runner.invoke(app, ["ask", *args])
    return result


def _top_ids(built_index, question, game=None, top=5):
    from referee.index.search import ask

    return [h.passage_id for h in ask(question, game=game, top=top).results]


@pytest.mark.parametrize(
    ("question", "game", "expected"),
    [
        # English question, the rule exists only in Spanish
        ("Can I connect two paths that both have gnomes?", None, "gnome-hollow/es/colocacion-de-losetas/5"),
        ("Что делает Сурок?", None, "solstis/ru/opisanie-effektov-korichnevykh-dukhov/7"),
        # the publisher's English name finds the Russian text's own name (Groundhog = Сурок)
        ("What does the Groundhog do?", "solstis", "solstis/ru/opisanie-effektov-korichnevykh-dukhov/7"),
        # Dutch question about the English-only Mycelium
        ("Mag ik twee van mijn eigen paden op dezelfde rand leggen?", None, "mycelium/en/build-a-path/5"),
        ("¿Un comodín puede ir en mi jardín?", "queens-garden", "queens-garden/es/azul-jardin-de-la-reina/3"),
        # naming the game says which game, it does not pull the passages that mention its name
        ("Сколько карт можно держать в руке в Mycelium?", None, "mycelium/en/draw-phase/2"),
    ],
)
def test_cross_lingual_questions_find_the_settling_passage(built_index, question, game, expected):
    assert expected in _top_ids(built_index, question, game, top=3)


def test_game_is_inferred_from_the_question(built_index):
    from referee.index.search import ask

    result = ask("Hoeveel punten geeft de salamander?")
    assert result.game == "solstis" and result.game_inferred
    assert result.results[0].passage_id == "solstis/ru/opisanie-effektov-sinikh-dukhov/7"  # Лягушка


@pytest.mark.parametrize(
    "question, game",
    [
        ("¿Qué pasa si empatamos en combate?", "mycelium"),  # "pasa" frames the question; it is no "pass"
        ("What happens if we tie in combat?", "mycelium"),
        ("Wat gebeurt er als we gelijk staan in een gevecht?", "mycelium"),
    ],
)
def test_how_a_question_is_framed_does_not_pick_the_game(built_index, question, game):
    from referee.index.search import ask

    assert ask(question).game == game


@pytest.mark.parametrize(
    "question, game",
    [
        # the Spanish Queen's Garden passage shares "grupo", "final" with the question: Solstis's topic stands
        ("¿cómo se puntúa el grupo más grande al final?", "solstis"),
        # a Russian question whose best passage is the Spanish Queen's Garden one: the ranking puts it right
        ("когда пасую, можно скинуть лишнее из хранилища?", "queens-garden"),
        # Spanish, but none of the best passages is the inferred Solstis's ("azul" read as the blue spirit)
        ("en azul, ¿puedo pasar y descartar hexágonos?", "queens-garden"),
    ],
)
def test_the_ranking_overrides_the_inferred_game_only_across_languages(built_index, question, game):
    from referee.index.search import ask

    assert ask(question).game == game


def test_a_question_naming_the_game_keeps_to_it(built_index):
    from referee.index.search import ask

    result = ask("Hoeveel spelers kunnen Solstis spelen?")
    assert result.game == "solstis" and {h.game for h in result.results} == {"solstis"}
    # "azul" alone is Spanish for blue: blue mushrooms are Gnome Hollow, not Azul: Queen's Garden
    assert ask("¿Puedo vender 5 hongos azules dos veces?").game == "gnome-hollow"


@pytest.mark.parametrize("name", ["de Koninginnetuin", "de koninginnentuin", "de tuin van de koningin"])
def test_the_dutch_names_of_queens_garden_keep_to_it(built_index, name):
    from referee.index.search import ask

    # unnamed, the question goes to Gnome Hollow's Dutch text (its tiles and neighbours)
    assert ask("mag een tegel los liggen zonder buren?").game == "gnome-hollow"
    result = ask(f"mag een tegel los liggen zonder buren in {name}?")
    assert result.game == "queens-garden"
    assert result.results[0].passage_id == "queens-garden/es/azul-jardin-de-la-reina/4"


def test_game_option_keeps_to_that_game(built_index):
    from referee.index.search import ask

    result = ask("What does the Groundhog do?", game="gnome-hollow", top=8)
    assert result.game == "gnome-hollow" and not result.game_inferred
    assert {h.game for h in result.results} == {"gnome-hollow"}


def test_same_rule_in_other_languages_is_grouped(built_index):
    from referee.index.search import ask

    result = ask("Do grass edges have to match green edges and white paths match paths?", game="gnome-hollow", top=5)
    shown = [h.passage_id for h in result.results] + [t["passage_id"] for h in result.results for t in h.same_rule]
    assert len(shown) == len(set(shown))  # a passage is shown once: as a hit or beside its twin
    for hit in result.results:
        assert all(t["lang"] != hit.lang for t in hit.same_rule)


def test_json_shape_is_the_contract(built_index):
    result = _ask(built_index, "How many cards can I hold?", "--game", "mycelium", "--top", "3", "--json")
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert {"question", "game", "results"} <= set(data)
    assert data["game"] == "mycelium" and len(data["results"]) == 3
    for r in data["results"]:
        assert {"passage_id", "game", "lang", "section", "text", "score", "rule_ids"} <= set(r)
        assert isinstance(r["rule_ids"], list) and isinstance(r["score"], float)
    scores = [r["score"] for r in data["results"]]
    assert scores == sorted(scores, reverse=True)


def test_lang_puts_that_language_first(built_index):
    result = _ask(built_index, "Where may I place a tile?", "--game", "gnome-hollow", "--lang", "nl", "--json")
    langs = [r["lang"] for r in json.loads(result.stdout)["results"]]
    assert langs == sorted(langs, key=lambda lang: lang != "nl") and langs[0] == "nl"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["   "], "empty"),
        (["hello", "--game", "chess"], "unknown game"),
        (["hello", "--encoder", "bogus"], "unknown encoder"),
        (["hello", "--lang", "de"], "unknown language"),
    ],
)
def test_bad_input_exits_2_with_one_line(built_index, args, message):
    result = _ask(built_index, *args)
    assert result.exit_code == 2
    assert message in result.stderr and "Traceback" not in result.output


def test_long_question_is_cut_with_a_notice_outside_the_json(built_index):
    long_q = "Can I connect two paths with gnomes? " + "blah " * 600
    result = _ask(built_index, long_q, "--json")
    assert result.exit_code == 0
    assert "cut" in result.stderr
    assert len(json.loads(result.stdout)["question"]) == 2000


def test_asking_imports_no_spacy_torch_faiss_or_engine(built_index):
    code = (
        "import sys; from referee.index.search import ask; ask('Что делает Сурок?');"
        "print(sorted(m for m in ('spacy', 'torch', 'faiss', 'sentence_transformers', 'pymorphy3',"
        " 'referee.engine.registry') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


def test_lang_twin_leads_its_hit(built_index):
    from referee.index.search import ask

    result = ask("Where may I place a tile?", game="gnome-hollow", lang="nl", top=5)
    first = result.results[0]
    assert first.lang == "nl"
    # the Spanish version of the same rule is still shown with it
    assert any(t["lang"] == "es" for t in first.same_rule) or all(h.lang == "nl" for h in result.results)


def test_question_is_embedded_with_a_few_names_from_the_term_bank(built_index, monkeypatch):
    from referee.index import search
    from referee.index.encoders import default_encoder_name, get_encoder

    seen: list[str] = []
    enc = get_encoder(default_encoder_name())
    real = enc.encode_queries
    monkeypatch.setattr(enc, "encode_queries", lambda texts: seen.extend(texts) or real(texts))
    question = "How does the Lizard score at the end?"
    result = search.ask(question, game="solstis", top=3)
    # the Russian text's own name is appended (Lizard = Лягушка), and no more than MAX_EXPANSION names
    assert len(seen) == 1 and seen[0].startswith(question) and "лягушка" in seen[0].lower()
    assert seen[0][len(question) :].count(",") < search.DEFAULT_CONFIG.max_expansion
    assert result.results[0].passage_id == "solstis/ru/opisanie-effektov-sinikh-dukhov/7"
    # the faster alternative adds stored vectors of the names instead of lengthening the text
    seen.clear()
    search.ask(question, game="solstis", top=3, config=search.SearchConfig(expand="vectors"))
    assert seen == [question]
    concepts = built_index.lexical.analyse(question).concepts
    assert search.expansion_rows(built_index, question, concepts, "solstis")


@pytest.mark.parametrize(
    "question", ["How many tiles may I keep?", "¿Cuántas losetas?", "Hoeveel tegels?", "Сколько плиток?"]
)
def test_a_how_many_question_prefers_the_passage_with_a_number(built_index, question):
    import numpy as np

    from referee.index import search

    ps = built_index.passages
    with_number = next(i for i, p in enumerate(ps) if any(ch.isdigit() for ch in p["text"]))
    without = next(i for i, p in enumerate(ps) if not search.states_number(p["text"], p["lang"]) and i != with_number)
    fused = np.zeros(len(ps), dtype=np.float32)
    fused[[with_number, without]] = 1.0
    assert search.rerank(built_index, question, [], [without, with_number], fused)[0] == with_number
    fused[[with_number, without]] = 1.0  # a question that asks no count keeps the order it was given
    assert search.rerank(built_index, "Who starts?", [], [without, with_number], fused)[0] == without


def test_people_read_the_answer_in_the_asked_language(built_index):
    from typer.testing import CliRunner

    from referee.cli.app import app

    r = CliRunner().invoke(app, ["ask", "Что делает Сурок?", "--lang", "ru", "--top", "1"])
    assert r.exit_code == 0, r.output
    assert "определено по вопросу" in r.output and "Сурок: Завершите свой ход" in r.output
    r = CliRunner().invoke(app, ["ask", "What does the Groundhog do?", "--lang", "es", "--top", "1"])
    assert "deducido de la pregunta" in r.output


def test_ranking_settings_are_one_frozen_config_passed_in(built_index):
    import dataclasses

    from referee.index import search

    with pytest.raises(dataclasses.FrozenInstanceError):
        search.DEFAULT_CONFIG.lexical_weight = 0.0  # type: ignore[misc]
    # no module-level knob left for a caller to rewrite
    assert not any(hasattr(search, k) for k in ("LEXICAL_WEIGHT", "EXPAND", "RERANK_TOP", "LEADIN_PENALTY", "FUSION"))
    q = "How does the Lizard score at the end?"
    lexical_only = search.ask(q, game="solstis", top=3, config=search.SearchConfig(dense_weight=0.0, rerank_top=0))
    default = search.ask(q, game="solstis", top=3)
    assert [h.score for h in lexical_only.results] != [h.score for h in default.results]
    assert search.DEFAULT_CONFIG == search.SearchConfig()
