"""Acquiring hexagons from the market (Q&A paragraphs 1 and 2, rulebook pp. 2-3)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from typing import Any, NoReturn

from referee.catalogues import Msg
from referee.engine.core.position_facts import Unknown, known
from referee.engine.core.verdict import Need, Ruling
from referee.engine.queens_garden.book import BOOK, msg, msg_n, read
from referee.engine.queens_garden.model import Location, Position, parse_hex

# Storage capacity (fact storage-capacity: "at most 12 tiles and 2 garden expansions").
STORAGE_TILES = 12
STORAGE_EXTENSIONS = 2

# --- paragraph 1 -------------------------------------------------------------------------------------
TAKE_ALL = BOOK.rule(
    "queens-garden.acquire.take-all",
    en="When you acquire, you must take every available hexagon of the chosen colour or pattern (rulebook pp. 2-3).",
    es="Al adquirir, debes tomar todos los hexágonos disponibles del color o patrón elegido (reglamento, págs. 2-3).",
    nl="Bij het verwerven moet je alle beschikbare zeshoeken van de gekozen kleur of het gekozen patroon nemen "
    "(spelregels, p. 2-3).",
    ru="Приобретая, вы обязаны взять все доступные шестиугольники выбранного цвета или узора (правила, с. 2–3).",
    quotes={"es": "cuando adquieres, debes tomar todos los hexágonos"},
)
CHOICE = BOOK.rule(
    "queens-garden.acquire.colour-or-pattern",
    en="An acquisition is one colour in different patterns, or one pattern in different colours (rulebook pp. 2-3).",
    es="Una adquisición es un color con distintos patrones o un patrón con distintos colores (reglamento, págs. 2-3).",
    nl="Een verwerving is één kleur in verschillende patronen, of één patroon in verschillende kleuren "
    "(spelregels, p. 2-3).",
    ru="Приобретение — это один цвет с разными узорами или один узор разных цветов (правила, с. 2–3).",
    quotes={
        "es": "debes tomar todos los hexágonos del color elegido (con distintos patrones) o del patrón elegido "
        "(con distintos colores)"
    },
)
ONE_COPY = BOOK.rule(
    "queens-garden.acquire.one-identical-copy",
    en="Of identical hexagons (same colour and pattern) you may take only one copy (rulebook pp. 2-3).",
    es="De los hexágonos idénticos (mismo color y patrón) solo puedes tomar una copia (reglamento, págs. 2-3).",
    nl="Van identieke zeshoeken (zelfde kleur en patroon) mag je maar één exemplaar nemen (spelregels, p. 2-3).",
    ru="Из одинаковых шестиугольников (тот же цвет и узор) можно взять только одну копию (правила, с. 2–3).",
    quotes={"es": "si aparecen hexágonos idénticos, solo puedes tomar una de esas copias idénticas"},
)
MUST_FIT = BOOK.rule(
    "queens-garden.acquire.must-fit-storage",
    en="Everything you acquire must fit in your storage (12 tiles, 2 garden extensions), or you cannot make "
    "that selection (rulebook pp. 2-3).",
    es="Todo lo que adquieres debe caber en tu almacén (12 losetas, 2 ampliaciones de jardín); si no, no puedes "
    "hacer esa selección (reglamento, págs. 2-3).",
    nl="Alles wat je verwerft moet in je opslag passen (12 tegels, 2 tuinuitbreidingen), anders mag je die keuze "
    "niet maken (spelregels, p. 2-3).",
    ru="Всё приобретённое должно поместиться на вашем складе (12 плиток, 2 расширения сада), иначе такой выбор "
    "сделать нельзя (правила, с. 2–3).",
    quotes={
        "es": "todos los hexágonos adquiridos deben caber en tu almacén; de lo contrario, no puedes hacer la "
        "selección (Reglamento, págs. 2–3)"
    },
    facts=["storage-capacity"],
)

# --- paragraph 2 -------------------------------------------------------------------------------------
STACK_EXTENSION = BOOK.rule(
    "queens-garden.acquire.stack-extension-to-display",
    en="If you take at least one tile from the current round's stack, the top garden extension goes to the "
    "display (rulebook p. 3).",
    es="Si tomas al menos una loseta de la pila de la ronda actual, la ampliación de jardín superior pasa a la "
    "exposición (reglamento, p. 3).",
    nl="Neem je minstens één tegel van de stapel van de huidige ronde, dan gaat de bovenste tuinuitbreiding naar "
    "de uitstalling (spelregels, p. 3).",
    ru="Если вы взяли хотя бы одну плитку из стопки текущего раунда, верхнее расширение сада переходит на "
    "выставку (правила, с. 3).",
    quotes={
        "es": "Si tomas al menos una loseta de la pila de la ronda actual, retiras la ampliación de jardín "
        "superior y la colocas en la exposición"
    },
)
REFILL = BOOK.rule(
    "queens-garden.acquire.refill-stack",
    en="After that, the round's stack is refilled (rulebook p. 3).",
    es="Después se vuelve a rellenar la pila de la ronda (reglamento, p. 3).",
    nl="Daarna wordt de stapel van de ronde weer aangevuld (spelregels, p. 3).",
    ru="Затем стопка раунда пополняется (правила, с. 3).",
    quotes={"es": "después, vuelves a rellenar la pila"},
)
EMPTY_EXTENSION = BOOK.rule(
    "queens-garden.acquire.empty-extension-available",
    en="Empty garden extensions in the display turn face up and can be taken as part of a legal colour or "
    "pattern selection (rulebook p. 3).",
    es="Las ampliaciones de jardín vacías de la exposición se ponen boca arriba y se pueden tomar dentro de una "
    "selección legal de color o patrón (reglamento, p. 3).",
    nl="Lege tuinuitbreidingen in de uitstalling gaan open en mogen worden genomen als deel van een geldige "
    "keuze van kleur of patroon (spelregels, p. 3).",
    ru="Пустые расширения сада на выставке переворачиваются лицом вверх и могут быть взяты в составе законного "
    "выбора цвета или узора (правила, с. 3).",
    quotes={
        "es": "Las ampliaciones de jardín vacías de la exposición se ponen boca arriba y pasan a estar disponibles "
        "para tomarlas como parte de una selección legal de color o patrón (Reglamento, p. 3)"
    },
)


# --- the facts these rules decide on (computed from the market and the storage when the position gives them) ---
TAKE_KIND = BOOK.fact(
    "take-kind",
    "one_of",
    msg(
        "queens-garden.fact.take-kind",
        "What is the {hex} you take from {source}?",
    ),
    rule=EMPTY_EXTENSION,
    choices=("tile", "empty-extension", "covered-extension", "absent"),
    names={
        "tile": msg("queens-garden.choice.take-tile", "a tile"),
        "empty-extension": msg(
            "queens-garden.choice.take-empty-extension", "the spot's garden extension, empty (face up)"
        ),
        "covered-extension": msg(
            "queens-garden.choice.take-covered-extension",
            "the spot's garden extension with tiles still on it (face down)",
        ),
        "absent": msg("queens-garden.choice.take-absent", "nothing there (absent)"),
    },
)
LEFT_BEHIND = BOOK.fact(
    "left-behind",
    "yes_no",
    msg(
        "queens-garden.fact.left-behind",
        "Does the selection leave behind a hexagon of the {choice} that could be taken (a tile on the display or "
        "the round's stack, or an empty garden extension), other than an identical copy of one taken?",
    ),
    rule=TAKE_ALL,
)
MATCHING_TILES = BOOK.fact(
    "matching-tiles",
    "number",
    msg(
        "queens-garden.fact.matching-tiles",
        "How many tiles of the {choice} lie on the display and the round's stack (identical copies counted once)?",
    ),
    rule=TAKE_ALL,
)
MATCHING_EXTENSIONS = BOOK.fact(
    "matching-extensions",
    "number",
    msg(
        "queens-garden.fact.matching-extensions",
        "How many empty (face-up) garden extensions of the {choice} lie in the display?",
    ),
    rule=EMPTY_EXTENSION,
)
EXTENSION_IDENTICAL = BOOK.fact(
    "extension-identical",
    "yes_no",
    msg(
        "queens-garden.fact.extension-identical",
        "Are the garden extension {hex} and the tile {hex} identical copies (only one may be taken)? The texts "
        "do not say; the game-config's extension_identical_to_tile answers it.",
    ),
    rule=ONE_COPY,
)
STORAGE_TILES_HELD = BOOK.fact(
    "storage-tiles",
    "number",
    msg("queens-garden.fact.storage-tiles", "How many tiles are in {player}'s storage now?"),
    rule=MUST_FIT,
)
STORAGE_EXTENSIONS_HELD = BOOK.fact(
    "storage-extensions",
    "number",
    msg("queens-garden.fact.storage-extensions", "How many garden extensions are in {player}'s storage now?"),
    rule=MUST_FIT,
)
STORAGE_JOKERS = BOOK.fact(
    "storage-jokers",
    "number",
    msg("queens-garden.fact.storage-jokers", "How many jokers are in {player}'s storage now?"),
    rule=MUST_FIT,
)


def market_locations(position: Position) -> list[Location]:
    """Every takeable hexagon: tiles on the display and the round's stack, and face-up (empty) extensions;
    ``Unknown`` when the position leaves out the display, the stack's tiles or an empty spot's extension."""
    return [*display_locations(position), *stack_locations(position)]


def display_locations(position: Position) -> list[Location]:
    out = []
    for i, spot in enumerate(known(position.display())):
        if spot.tiles:
            out += [Location(f"display[{i}]", "tile", parse_hex(t)) for t in spot.tiles]
        else:
            out.append(Location(f"display[{i}]", "extension", parse_hex(known(spot.extension))))
    return out


def stack_locations(position: Position) -> list[Location]:
    return [Location("stack", "tile", parse_hex(t)) for t in known(known(position.round_stack()).tiles)]


def available(position: Position) -> list[Location] | None:
    """``market_locations``, or None when the position does not describe the whole market."""
    try:
        return market_locations(position)
    except Unknown:
        return None


def choice_msg(trait: str, value: str) -> Msg:
    """The chosen colour or pattern, as a fragment ("colour red") that sentences put in apposition."""
    if trait == "colour":
        return msg("queens-garden.choice.colour", "colour {value}", value=value)
    return msg("queens-garden.choice.pattern", "pattern {value}", value=value)


def nothing_to_take(position: Position, trait: str, value: str, ruling: Ruling) -> NoReturn:
    """No hexagon of the chosen colour or pattern can be taken: say whether one lies face down."""
    choice = choice_msg(trait, value)
    hidden = [
        (s.extension, f"display[{i}]")
        for i, s in enumerate(position.display() or [])
        if s.tiles and s.extension is not None and getattr(parse_hex(s.extension), trait) == value
    ]
    if hidden:
        extension, spot = hidden[0]
        ruling.illegal(
            EMPTY_EXTENSION,
            msg(
                "queens-garden.acquire.face-down-only",
                "only the garden extension {extension} at {spot} matches ({choice}); it still has tiles on it, "
                "so it lies face down and cannot be taken",
                extension=extension,
                spot=spot,
                choice=choice,
            ),
        )
    ruling.illegal(
        CHOICE,
        msg(
            "queens-garden.acquire.nothing-to-take",
            "no hexagon in the market matches ({choice}): nothing to take",
            choice=choice,
        ),
    )


def identity(position: Position, matching: list[Location], ruling: Ruling) -> Callable[[Location], Any]:
    """What makes two hexagons identical copies. An extension and a tile of the same colour and pattern: are
    they "identical copies"? Not in the texts: the game-config says, when the market holds such a pair."""
    kinds: dict = defaultdict(set)
    for loc in matching:
        kinds[loc.hex].add(loc.kind)
    same_kind_only = True
    mixed = sorted(h for h, ks in kinds.items() if len(ks) > 1)
    if mixed:
        hx = str(mixed[0])

        def compute() -> bool:
            cfg = position.config
            value = known(cfg.extension_identical_to_tile if cfg is not None else None)
            ruling.used(cfg.field("extension_identical_to_tile"), value, _why_identical(hx))  # type: ignore[union-attr]
            return value

        same_kind_only = not read(position, EXTENSION_IDENTICAL, compute, hex=hx)

    def ident(loc: Location):
        return (loc.kind, loc.hex) if same_kind_only else loc.hex

    return ident


def _why_identical(hx: str) -> Msg:
    return msg(
        "queens-garden.config.extension-identical",
        "whether the garden extension {hex} and the tile {hex} are identical copies",
        hex=hx,
    )


def check_copies(chosen: list[Location], ident: Callable[[Location], Any], ruling: Ruling) -> dict:
    """One copy of identical hexagons (illegal otherwise): the identities taken, each with where it came from."""
    seen: dict = {}
    for loc in chosen:
        if ident(loc) in seen:
            ruling.illegal(
                ONE_COPY,
                msg(
                    "queens-garden.acquire.taken-twice",
                    "{hex} is taken twice ({first} and {second}): only one identical copy may be taken",
                    hex=str(loc.hex),
                    first=seen[ident(loc)],
                    second=loc.source,
                ),
            )
        seen[ident(loc)] = loc.source
    return seen


def check_selection(
    chosen: list[Location], matching: list[Location], trait: str, value: str, ident, ruling: Ruling
) -> None:
    """Paragraph 1: the selection is one colour (or pattern), all of it, one copy of identical ones."""
    choice = choice_msg(trait, value)
    for loc in chosen:
        if getattr(loc.hex, trait) != value:
            ruling.illegal(
                CHOICE,
                msg(
                    "queens-garden.acquire.not-chosen",
                    "{hex} ({source}) does not match the choice ({choice})",
                    hex=str(loc.hex),
                    source=loc.source,
                    choice=choice,
                ),
            )
    seen = check_copies(chosen, ident, ruling)
    left = [loc for loc in matching if ident(loc) not in seen]
    if left:
        loc = left[0]
        ruling.illegal(
            TAKE_ALL,
            msg(
                "queens-garden.acquire.leaves-one",
                "the selection leaves {hex} ({source}), which matches the choice ({choice})",
                hex=str(loc.hex),
                source=loc.source,
                choice=choice,
            ),
        )
    selection_holds(len(chosen), trait, value, ruling)
    ruling.because(
        TAKE_ALL, msg("queens-garden.acquire.all-taken", "every available hexagon ({choice}) is taken", choice=choice)
    )
    if len(matching) > len({ident(loc) for loc in matching}):
        ruling.because(
            ONE_COPY, msg("queens-garden.acquire.one-copy-taken", "of the identical copies in the market, one is taken")
        )


def selection_holds(n: int, trait: str, value: str, ruling: Ruling) -> None:
    if trait == "colour":
        ruling.because(
            CHOICE,
            msg_n(
                "queens-garden.acquire.colour-held",
                "{n} hexagon of colour {value}, each of a different pattern",
                "{n} hexagons of colour {value}, each of a different pattern",
                n,
                value=value,
            ),
        )
    else:
        ruling.because(
            CHOICE,
            msg_n(
                "queens-garden.acquire.pattern-held",
                "{n} hexagon of pattern {value}, each of a different colour",
                "{n} hexagons of pattern {value}, each of a different colour",
                n,
                value=value,
            ),
        )


def engine_selection(matching: list[Location], ident: Callable[[Location], Any], ruling: Ruling) -> list[Location]:
    """No ``take`` given: the engine takes one copy of each; where copies lie in different places the player
    must say which (it changes what happens to the market)."""
    by_ident: dict = defaultdict(list)
    for loc in matching:
        by_ident[ident(loc)].append(loc)
    chosen = []
    for locs in by_ident.values():
        sources = sorted({loc.source for loc in locs})
        if len(sources) > 1:
            hx = str(locs[0].hex)
            ruling.undetermined(
                ONE_COPY,
                msg(
                    "queens-garden.acquire.which-copy",
                    "copies of {hex} lie in {sources}: which one you take changes what happens",
                    hex=hx,
                    sources=sources,
                ),
                needs=[
                    Need(
                        msg("queens-garden.need.which-copy", "Which copy of {hex} do you take?", hex=hx),
                        "move.take",
                        "one_of",
                        tuple(sources),
                    )
                ],
            )
        chosen.append(locs[0])
    return chosen
