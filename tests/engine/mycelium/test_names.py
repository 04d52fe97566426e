"""A move names only what exists (#16): every field of a move that holds a name is checked (names.FIELDS), so a
field added later cannot slip a misspelt name through to the rules, where it would be called illegal."""

import re
from typing import get_args

from referee.engine.mycelium.moves import Move, Payment
from referee.engine.mycelium.names import FIELDS

# string fields that name nothing the game defines: a choice among fixed words (pydantic checks those), or a
# Nutrient Card (the texts list none; the position's nutrient_cards decide)
FREE = {"type", "then", "side", "deck", "order", "NutrientCardMove.card"}


def _models():
    seen, todo = set(), [*get_args(get_args(Move)[0]), Payment]
    while todo:
        m = todo.pop()
        if m in seen:
            continue
        seen.add(m)
        for f in m.model_fields.values():
            for t in [f.annotation, *get_args(f.annotation), *(a for x in get_args(f.annotation) for a in get_args(x))]:
                if isinstance(t, type) and hasattr(t, "model_fields"):
                    todo.append(t)
    return seen


def test_every_move_model_declares_its_named_fields():
    for model in _models():
        assert model in FIELDS, f"{model.__name__}: no entry in names.FIELDS"
        named = FIELDS[model]
        for name, f in model.model_fields.items():
            text = str(f.annotation)
            holds_names = re.search(r"\bstr\b", text) is not None and "Literal" not in text  # not "Strict(strict="
            if holds_names and name not in named:
                assert {name, f"{model.__name__}.{name}"} & FREE, f"{model.__name__}.{name}: not in names.FIELDS"
