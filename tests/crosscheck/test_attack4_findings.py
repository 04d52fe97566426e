"""Found checking a Dutch translation of the Queen's Garden Q&A against the Spanish text (attack round 4), in
code other helpers own (adjudicator/crosscheck/): marked xfail until fixed (the report's language and legend are).

The translation's passage 5 says "de laatste speler die past ... zet zijn scoremarker twee vakjes terug" where the
Spanish says "el primer jugador en pasar ... una casilla hacia atrás"."""

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

SRC = str(Path(__file__).resolve().parents[2] / "src")
ES = Path(SRC) / "referee/rulebooks/queens-garden/es.txt"


def _dutch_translation() -> str:
    """The Spanish text in Dutch with two defects in passage 5: 'laatste' for 'primer', 'twee' for 'una'."""
    es = ES.read_text(encoding="utf-8")
    assert "el primer jugador en pasar" in es and "una casilla hacia atrás" in es
    return (
        "Azul: Tuin van de Koningin\n\n"
        + "\n\n".join(
            [
                "Ja: wanneer je verwerft, moet je alle zeshoeken van de gekozen kleur (met verschillende patronen) "
                "of van het gekozen patroon (met verschillende kleuren) nemen (Spelregels, blz. 2–3).",
                "Als je minstens één tegel van de stapel van de huidige ronde neemt, verwijder je de bovenste "
                "tuinuitbreiding en leg je die in de uitstalling; daarna vul je de stapel opnieuw aan (Spelregels, "
                "blz. 3).",
                "Je betaalt door zeshoeken uit je voorraad af te leggen (inclusief de tegel die je legt) gelijk aan "
                "de kosten (Spelregels, blz. 3).",
                "Een gelegde tegel mag geïsoleerd liggen of grenzen aan een of meer zeshoeken (Spelregels, blz. 4).",
                "Wanneer je past, mag je een willekeurig aantal zeshoeken uit je voorraad afleggen, die als "
                "minpunten tellen; je mag de rest van Fase 1 geen beurten meer doen, en de laatste speler die past "
                "neemt de startspelermarker en zet zijn scoremarker twee vakjes terug (Spelregels, blz. 4).",
                "Aan het einde van het spel maak je je voorraad leeg: elke overgebleven joker is +1 punt waard "
                "(spelregels, blz. 5).",
            ]
        )
        + "\n"
    )


@pytest.fixture(scope="module")
def checked(tmp_path_factory) -> tuple[dict, str]:
    """`referee crosscheck queens-garden --langs es,nl --file nl.txt --lang nl`: its JSON and its Markdown report."""
    tmp = tmp_path_factory.mktemp("qg")
    nl = tmp / "nl.txt"
    nl.write_text(_dutch_translation(), encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": SRC, "REFEREE_DATA_DIR": str(tmp / "data")}
    args = [sys.executable, "-m", "referee", "crosscheck", "queens-garden", "--langs", "es,nl", "--file", str(nl)]
    done = subprocess.run(
        [*args, "--all-flags", "--json", "--report", str(tmp / "r.md"), "--lang", "nl"],
        capture_output=True,
        text=True,
        env=env,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout), (tmp / "r.md").read_text(encoding="utf-8")


def _flags_of(data: dict, n: int) -> list[str]:
    pair = next(p for p in data["pairs"] if p["a"]["passage_id"].endswith(f"/{n}"))
    return [f["code"] for f in pair["flags"]]


def test_the_swapped_actor_is_found(checked):
    assert "actor-differs" in _flags_of(checked[0], 5)


@pytest.mark.xfail(
    reason="crosscheck: a count written as a word ('una casilla' / 'twee vakjes') is not compared "
    "as a number (adjudicator/crosscheck/numbers.py, another helper's)",
    strict=True,
)
def test_one_square_back_translated_as_two_is_a_number_difference(checked):
    assert "numbers-differ" in _flags_of(checked[0], 5)


def test_the_reports_legend_explains_every_flag_code_it_shows(checked):
    data, report = checked
    legend = report[: report.index("## ")]
    shown = {f["code"] for p in data["pairs"] for f in p["flags"]}
    assert shown and all(re.search(rf"\*\*{re.escape(code)}\*\*", legend) for code in shown), (shown, legend)


def test_the_report_speaks_the_translators_language(checked):
    report = checked[1]
    assert "matched pairs" not in report and "Cross-check:" not in report
