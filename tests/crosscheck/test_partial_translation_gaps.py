"""A translator's own translation of one section: the original's passages without a counterpart in that section
come first, all of them, apart from the rest of the rulebook not translated yet (the Mycelium combat rule "equal to
or less than ..., the Defender wins" was lost among 225 unmatched passages; found by the session-21 new-user
tester)."""

import json

from typer.testing import CliRunner

from referee.cli.app import app

runner = CliRunner()

ATTACK_ES = """Atacar

Ataca el Camino de otro jugador
- Debes estar conectado al Camino objetivo para atacarlo

2. Elige una Carta de Mushling y colócala boca abajo delante de ti

5. Recompensa al ganador
    - Si tú (el Atacante) ganas, quita el Camino objetivo y gana 1 Ficha de Combate
    - O si gana el Defensor, el Camino objetivo no se quita y el Defensor roba 1 Carta de Mushling
"""


def test_a_partial_translations_gaps_in_its_own_section_come_first(tmp_path):
    path = tmp_path / "mi-traduccion.es.txt"
    path.write_text(ATTACK_ES, encoding="utf-8")
    args = ["crosscheck", "mycelium", "--langs", "en,es", "--file", str(path)]
    data = json.loads(runner.invoke(app, [*args, "--json"]).stdout)
    near = [u["passage_id"] for u in data["unmatched"] if u["in_paired_section"]]
    assert "mycelium/en/attack/7" in near and all(p.startswith("mycelium/en/attack/") for p in near)
    r = runner.invoke(app, [*args, "--lang", "es"], env={"COLUMNS": "120"})
    out = r.stdout[r.stdout.index("Solo en en") :]
    listed = out.split("en otras partes")[0]
    assert "en las secciones que tienen ambos textos" in listed
    assert "mycelium/en/attack/7" in listed and "mycelium/en/overview/1" not in listed
