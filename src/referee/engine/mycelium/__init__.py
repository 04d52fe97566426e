"""Mycelium: A Mushling Game. Rules by area, each declared beside its check:

setup.py      components, hands by seat, tokens, Walnut removal    place.py    Explore and Place Phases
phases.py     turn order, the five phases                          nutrient.py Nutrient Card Phase, Bird's Nest
build.py      Build a Path (cost, edges, 2 per edge, 20 Paths)     exchange.py Exchange, spawning
combat.py     Attack: steps 1-5, tokens, reinforcements            gather.py   Gather Phase, bonded Paths
combat_reactions.py  step 6: Thieves, Chicken, Liberty Cap, discards
draw.py       Draw Phase, hand limit 7, reshuffles                 endgame.py  10 Nutrients
cards.py      the Field Guide as data; Fly Agaric chains           actions.py  card Action abilities
variants/     emsporium.py, hero_tavern.py, team.py                coverage.py passages that are not rules

Data and plumbing: model.py (the position), moves.py (moves by type), board.py (connected / bonded Paths),
validate.py (impossible positions, conserved totals), engine.py (move -> area), template.py, randomplay.py.
Each rule is ``BOOK.rule(id, en/es/nl/ru statements, verbatim quotes)`` beside its check; its scenarios are
``tests/engine/mycelium/scenarios/*.yaml`` (e.g. build-two-own-paths-on-one-edge.yaml).
"""

from importlib import import_module

from referee.engine.mycelium.engine import MyceliumEngine

# combat.py imports it only when a battle is resolved (it imports combat.py): loaded here, after every rule it
# cites, so the stolen-card fact it declares is known when a position states it (explain --minimal writes it)
import_module("referee.engine.mycelium.combat_reactions")

ENGINE = MyceliumEngine()

__all__ = ["ENGINE", "MyceliumEngine"]
