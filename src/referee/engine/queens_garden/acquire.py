"""Acquiring hexagons from the market (Q&A paragraphs 1 and 2, rulebook pp. 2-3)."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Callable
from typing import Any, NoReturn

from referee.catalogues import Msg
from referee.engine.core.verdict import Need, Ruling
from referee.engine.queens_garden.book import BOOK, msg, msg_n
from referee.engine.queens_garden.config import config_value
from referee.engine.queens_garden.model import Acquire, DisplaySpot, Location, Position, parse_hex

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


def available(position: Position) -> list[Location]:
    """Every takeable hexagon: tiles on the display and the round's stack, and face-up (empty) extensions."""
    out = []
    for i, spot in enumerate(position.market.display):
        if spot.tiles:
            out += [Location(f"display[{i}]", "tile", parse_hex(t)) for t in spot.tiles]
        else:
            out.append(Location(f"display[{i}]", "extension", parse_hex(spot.extension)))
    out += [Location("stack", "tile", parse_hex(t)) for t in position.market.round_stack.tiles]
    return out


def choice_msg(trait: str, value: str) -> Msg:
    """The chosen colour or pattern, as a fragment ("colour red") that sentences put in apposition."""
    if trait == "colour":
        return msg("queens-garden.choice.colour", "colour {value}", value=value)
    return msg("queens-garden.choice.pattern", "pattern {value}", value=value)


def acquire(position: Position, move: Acquire, ruling: Ruling) -> Position:
    name = position.to_move
    trait, value = ("colour", move.colour) if move.colour is not None else ("pattern", move.pattern)
    value = value.strip().lower()
    market = available(position)
    matching = [loc for loc in market if getattr(loc.hex, trait) == value]
    if not matching:
        _nothing_to_take(position, trait, value, ruling)
    ident = _identity(position, matching, ruling)
    chosen = _selection(position, move, market, matching, ident, ruling)
    _check_selection(chosen, matching, trait, value, ident, ruling)
    _check_fits(position, chosen, ruling)
    return _apply(position, name, chosen, ruling)


def _nothing_to_take(position: Position, trait: str, value: str, ruling: Ruling) -> NoReturn:
    """No hexagon of the chosen colour or pattern can be taken: say whether one lies face down."""
    choice = choice_msg(trait, value)
    hidden = [
        (s.extension, f"display[{i}]")
        for i, s in enumerate(position.market.display)
        if s.tiles and getattr(parse_hex(s.extension), trait) == value
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


def _identity(position: Position, matching: list[Location], ruling: Ruling) -> Callable[[Location], Any]:
    """What makes two hexagons identical copies. An extension and a tile of the same colour and pattern: are
    they "identical copies"? Not in the texts: the game-config says, when the market holds such a pair."""
    kinds: dict = defaultdict(set)
    for loc in matching:
        kinds[loc.hex].add(loc.kind)
    same_kind_only = True
    mixed = sorted(h for h, ks in kinds.items() if len(ks) > 1)
    if mixed:
        hx = str(mixed[0])
        same_kind_only = not config_value(
            position.config,
            "extension_identical_to_tile",
            None,
            ruling,
            ONE_COPY,
            msg(
                "queens-garden.config.extension-identical",
                "whether the garden extension {hex} and the tile {hex} are identical copies",
                hex=hx,
            ),
            msg(
                "queens-garden.need.extension-identical",
                "Are the garden extension {hex} and the tile {hex} identical copies (only one may be taken)?",
                hex=hx,
            ),
            "yes_no",
        )

    def ident(loc: Location):
        return (loc.kind, loc.hex) if same_kind_only else loc.hex

    return ident


def _check_selection(
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
    _selection_holds(len(chosen), trait, value, ruling)
    ruling.because(
        TAKE_ALL, msg("queens-garden.acquire.all-taken", "every available hexagon ({choice}) is taken", choice=choice)
    )
    if len(matching) > len({ident(loc) for loc in matching}):
        ruling.because(
            ONE_COPY, msg("queens-garden.acquire.one-copy-taken", "of the identical copies in the market, one is taken")
        )


def _selection_holds(n: int, trait: str, value: str, ruling: Ruling) -> None:
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


def _not_there(position: Position, source: str, text: str, i: int, ruling: Ruling) -> None:
    """move.take[i] names a hexagon that cannot be taken there: say why, citing the rule that makes it so."""
    field = f"move.take[{i}]"
    if source.startswith("display["):
        n = int(source[len("display[") : -1])
        display = position.market.display
        if n < len(display) and display[n].extension == text and display[n].tiles:
            ruling.illegal(
                EMPTY_EXTENSION,
                msg(
                    "queens-garden.acquire.take-face-down",
                    "{field}: the garden extension {hex} at {source} still has tiles on it, so it lies face down "
                    "and cannot be taken",
                    field=field,
                    hex=text,
                    source=source,
                ),
            )
    ruling.illegal(
        CHOICE,
        msg(
            "queens-garden.acquire.not-there",
            "{field}: there is no (further) {hex} to take at {source}",
            field=field,
            hex=text,
            source=source,
        ),
    )


def _selection(position: Position, move: Acquire, market, matching, ident, ruling: Ruling):
    if move.take is None:
        # the engine takes one copy of each; where copies lie in different places the player must say which
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
                            msg(
                                "queens-garden.need.which-copy",
                                "Which copy of {hex} do you take?",
                                hex=hx,
                            ),
                            "move.take",
                            "one_of",
                            tuple(sources),
                        )
                    ],
                )
            chosen.append(locs[0])
        return chosen
    pool = Counter(market)
    chosen = []
    for i, take in enumerate(move.take):
        h = parse_hex(take.hex)
        loc = next((x for x in pool if x.source == take.source and x.hex == h and pool[x] > 0), None)
        if loc is None:
            _not_there(position, take.source, take.hex, i, ruling)
        pool[loc] -= 1
        chosen.append(loc)
    return chosen


def _check_fits(position: Position, chosen: list[Location], ruling: Ruling) -> None:
    storage = position.player(position.to_move).storage
    tiles = len(storage.tiles) + sum(loc.kind == "tile" for loc in chosen)
    exts = len(storage.extensions) + sum(loc.kind == "extension" for loc in chosen)
    ruling.require(
        exts <= STORAGE_EXTENSIONS,
        MUST_FIT,
        msg_n(
            "queens-garden.acquire.too-many-extensions",
            "storage would hold {n} garden extension; it holds at most {max}",
            "storage would hold {n} garden extensions; it holds at most {max}",
            exts,
            max=STORAGE_EXTENSIONS,
        ),
    )
    ruling.require(
        tiles <= STORAGE_TILES,
        MUST_FIT,
        msg_n(
            "queens-garden.acquire.too-many-tiles",
            "storage would hold {n} tile; it holds at most {max}",
            "storage would hold {n} tiles; it holds at most {max}",
            tiles,
            max=STORAGE_TILES,
        ),
    )
    counted = tiles
    if storage.jokers and tiles + storage.jokers > STORAGE_TILES:
        counted = _jokers_space(position, tiles, storage.jokers, ruling)
    ruling.because(
        MUST_FIT,
        msg(
            "queens-garden.acquire.fits",
            "storage after: {tiles} of {max} tile spaces, {extensions} of {max_extensions} garden extensions",
            tiles=counted,
            max=STORAGE_TILES,
            extensions=exts,
            max_extensions=STORAGE_EXTENSIONS,
        ),
    )


def _jokers_space(position: Position, tiles: int, jokers: int, ruling: Ruling) -> int:
    """Whether jokers take tile space is not in the texts: it decides only when they would overfill storage."""
    take_space = config_value(
        position.config,
        "jokers_take_storage_space",
        None,
        ruling,
        MUST_FIT,
        msg_n(
            "queens-garden.config.jokers-space",
            "whether the {n} joker in storage takes tile space",
            "whether the {n} jokers in storage take tile space",
            jokers,
        ),
        msg("queens-garden.need.jokers-space", "Do jokers in storage take tile space?"),
        "yes_no",
    )
    if not take_space:
        return tiles
    ruling.require(
        tiles + jokers <= STORAGE_TILES,
        MUST_FIT,
        msg(
            "queens-garden.acquire.too-many-with-jokers",
            "tiles ({tiles}) and jokers ({jokers}) would take {total} tile spaces; storage has {max}",
            tiles=tiles,
            jokers=jokers,
            total=tiles + jokers,
            max=STORAGE_TILES,
        ),
    )
    return tiles + jokers


def _apply(position: Position, name: str, chosen: list[Location], ruling: Ruling) -> Position:
    new = position.fork()
    market = new.market
    storage = new.player(name).storage
    taken_ext: set[int] = set()
    emptied: list[int] = []
    from_stack = False
    for loc in chosen:
        text = str(loc.hex)
        if loc.source == "stack":
            market.round_stack.tiles.remove(text)
            from_stack = True
        else:
            i = int(loc.source[len("display[") : -1])
            if loc.kind == "extension":
                taken_ext.add(i)
            else:
                market.display[i].tiles.remove(text)
                if not market.display[i].tiles:
                    emptied.append(i)
        (storage.extensions if loc.kind == "extension" else storage.tiles).append(text)
    ruling.event(
        TAKE_ALL,
        msg(
            "queens-garden.acquire.takes",
            "{player} takes {taken} into storage",
            player=name,
            taken=[_label(loc) for loc in chosen],
        ),
        taken=[{"hex": str(loc.hex), "from": loc.source, "kind": loc.kind} for loc in chosen],
    )
    for i in emptied:
        ruling.event(
            EMPTY_EXTENSION,
            msg(
                "queens-garden.acquire.extension-emptied",
                "the garden extension {extension} at {spot} is now empty: it turns face up and can be taken in a "
                "colour or pattern selection",
                extension=market.display[i].extension,
                spot=f"display[{i}]",
            ),
            extension=market.display[i].extension,
        )
    market.display = [s for i, s in enumerate(market.display) if i not in taken_ext]
    if from_stack:
        _after_stack(new, ruling)
    return new


def _label(loc: Location) -> Msg | str:
    if loc.kind == "extension":
        return msg(
            "queens-garden.label.taken-extension",
            "{hex} ({source}, garden extension)",
            hex=str(loc.hex),
            source=loc.source,
        )
    return f"{loc.hex} ({loc.source})"  # data only: nothing to translate


def _after_stack(new: Position, ruling: Ruling) -> None:
    market = new.market
    stack = market.round_stack
    if stack.extensions:
        ext = stack.extensions.pop(0)
        market.display.append(DisplaySpot(extension=ext, tiles=[]))
        ruling.event(
            STACK_EXTENSION,
            msg(
                "queens-garden.acquire.stack-extension",
                "a tile came from the round's stack: its top garden extension {extension} goes to the display",
                extension=ext,
            ),
            extension=ext,
        )
        ruling.event(
            EMPTY_EXTENSION,
            msg(
                "queens-garden.acquire.stack-extension-face-up",
                "the garden extension {extension} lies empty in the display: face up, it can be taken in a colour "
                "or pattern selection",
                extension=ext,
            ),
            extension=ext,
        )
    else:
        ruling.event(
            STACK_EXTENSION,
            msg(
                "queens-garden.acquire.stack-no-extension",
                "a tile came from the round's stack, but it holds no garden extension to move",
            ),
        )
    _refill(new, ruling)


def _refill(new: Position, ruling: Ruling) -> None:
    market = new.market
    stack = market.round_stack
    cfg = new.config
    size = cfg.round_stack_size if cfg is not None else None
    if size is None or market.supply is None:
        ruling.event(
            REFILL,
            msg(
                "queens-garden.acquire.refill-unknown",
                "the round's stack is refilled; how many and from where is not in the texts (give "
                "config.round_stack_size and position.market.supply to apply it)",
            ),
            applied=False,
        )
        return
    ruling.used(
        cfg.field("round_stack_size"),
        size,
        msg("queens-garden.input.round-stack-size", "how many hexagons the round's stack is refilled to"),
    )
    ruling.used(
        "position.market.supply",
        list(market.supply[:size]),
        msg("queens-garden.input.supply", "the tiles that refill the stack, in order"),
    )
    need = max(0, size - len(stack.tiles))
    drawn = market.supply[:need]
    del market.supply[:need]
    stack.tiles.extend(drawn)
    if drawn:
        what = msg("queens-garden.acquire.refilled", "the round's stack is refilled with {drawn}", drawn=list(drawn))
    elif need == 0:
        what = msg("queens-garden.acquire.refilled-nothing", "the round's stack is full: nothing is drawn to refill it")
    else:
        what = msg("queens-garden.acquire.supply-empty", "the supply is empty: nothing refills the round's stack")
    ruling.event(REFILL, what, drawn=list(drawn))
