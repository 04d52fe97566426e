"""A spelled "one" after a limiting word is a count: "вы можете захватить только один из них" translated as
"puedes capturar dos de ellas" is a changed number. signs() dropped every spelled 1 (an article as often as a
count), so the translator's planted change went unflagged (new-user walk (c), newuser14)."""

import json

import pytest
from typer.testing import CliRunner

from referee.adjudicator.crosscheck.numbers import numbers
from referee.cli.app import app

runner = CliRunner()

# the first rules of the Russian Solstis text in Spanish, "только один" (only one) written as "dos" (two)
MINE = (
    "Orden del turno\n\n"
    "En tu turno elige una loseta de tu mano y comprueba si se produce una captura.\n\n"
    "- Si el valor o el color de esa loseta coinciden con el valor o el color de una de las losetas descubiertas "
    "de la fila, esa loseta de la fila queda capturada. Si hay más de una loseta disponible para capturar, puedes "
    "capturar {n} de ellas. Después, la loseta jugada y la capturada se colocan en sus sitios en el panorama de "
    "montañas.\n"
)


@pytest.mark.parametrize(
    ("text", "lang", "limited"),
    [
        ("вы можете захватить только один из них", "ru", [True]),
        ("Solo puedes tener una Flor Silvestre", "es", [True]),
        ("выбрать одного из них", "ru", [False]),  # "one of them": a pronoun as often as a count
    ],
)
def test_a_spelled_one_after_a_limiting_word_is_marked_limited(text, lang, limited):
    assert [n.limited for n in numbers(text, lang) if n.value == 1] == limited


def _flags(tmp_path, n: str) -> list[str]:
    mine = tmp_path / f"mine-{n.replace(' ', '-')}.es.txt"  # (one name per text: a process keeps what it read)
    mine.write_text(MINE.format(n=n), encoding="utf-8")
    r = runner.invoke(app, ["crosscheck", "solstis", "--langs", "ru,es", "--file", str(mine), "--json"])
    assert r.exit_code == 0, r.output
    pair = next(p for p in json.loads(r.stdout)["pairs"] if p["a"]["passage_id"] == "solstis/ru/poryadok-khoda/2")
    return [f["code"] for f in pair["flags"] if f["severity"] == "disagreement"]


def test_only_one_translated_as_two_is_a_number_difference_and_only_one_is_not(tmp_path):
    assert "numbers-differ" in _flags(tmp_path, "dos")
    assert "numbers-differ" not in _flags(tmp_path, "solo una")
