"""Setting up, after the Dutch walkthrough: the stump in the middle, eight tiles on the board, two tiles per
player under the sunset tile, the eight wildflower tiles each with a stack of one flower per player,
each player's board, two gnomes and eight ring markers, and a random start player with the red hat.
"""

from __future__ import annotations

from referee.engine.core.position_facts import Unknown, read_fact
from referee.engine.core.verdict import Need
from referee.engine.gnome_hollow.book import BOOK, msg, msg_n
from referee.engine.gnome_hollow.context import Ctx, soft_fact, untraced
from referee.engine.gnome_hollow.model import SetupMove, given
from referee.engine.gnome_hollow.placement import BAG_SIZE, bag_size, refill
from referee.errors import InputError, suggest

SETUP_STUMP = BOOK.rule(
    "gnome-hollow.setup.stump-and-bag",
    en="Put the stump tile in the middle of the table and the garden tiles in the bag.",
    es="Coloca la loseta de tocón en el centro de la mesa y las losetas de jardín en la bolsa.",
    nl="Leg de stronktegel in het midden van de tafel en steek de tuintegels in de zak.",
    ru="Положите плитку пня в центр стола, а плитки сада — в мешок.",
    quotes={
        "nl": "Leg de stronktegel in het midden van de tafel. Zorg dat je genoeg plaats laat rondom, want de "
        "tuintegels worden hieraan aangelegd. Steek de tuintegels in de zak en plaats deze bereikbaar voor alle "
        "spelers (foto 1)."
    },
)

SETUP_BOARD = BOOK.rule(
    "gnome-hollow.setup.board-of-eight",
    en="Fill the tile board with 8 random tiles from the bag; set out treasure, signposts and mushroom tokens.",
    es="Llena el tablero con 8 losetas al azar de la bolsa; prepara tesoros, carteles y fichas de hongo.",
    nl="Vul het tuintegelbord met 8 willekeurige tegels uit de zak; leg schatfiches, wegwijzers en "
    "paddenstoelfiches klaar.",
    ru="Заполните планшет 8 случайными плитками из мешка; выложите сокровища, указатели и жетоны грибов.",
    quotes={
        "nl": "Het tuintegelbord vullen we met 8 willekeurige tegels uit de zak. Aan de linkerkant maken we een "
        "voorraad van de schatfiches. De wegwijzers zetten we boven het tuinbord, de paddenstoelfiches leggen we er "
        "onder.",
        "es": "las 8 losetas disponibles",
    },
)

SETUP_FLOWERS = BOOK.rule(
    "gnome-hollow.setup.wildflower-stacks",
    en="The market board lies to the right of the tile board; above it lie the 8 wildflower tiles, each with a stack "
    "of its flower tokens, one per player; the windmill market tokens stack by their mushroom rows.",
    es="El tablero del mercado va a la derecha del tablero de losetas; sobre él van las 8 losetas de flor silvestre, "
    "cada una con una pila de sus flores, una por jugador.",
    nl="Rechts van het tuintegelbord ligt het marktbord; daarboven liggen de 8 veldbloemtegels met elk een stapel "
    "bloemfiches, 1 per speler.",
    ru="Рынок лежит справа от планшета плиток; над рынком — 8 плиток полевых цветов, на каждой стопка её цветов — "
    "по одному на игрока.",
    quotes={
        "nl": "Aan de rechterkant van het tuintegelbord leggen we het marktbord. De windmolenmarktfiches leggen we "
        "in een stapel bij de juiste rij paddestoelen. Boven het marktbord leggen we de 8 veldbloemtegels. Op elk "
        "van die veldbloemtegels leggen we een stapel van de bijhorende bloemfiches. Per speler 1 van elke soort, "
        "dus in dit voorbeeld voor een spel met 3 spelers bestaat een stapel telkens uit 3 bloemfiches (foto 1)."
    },
)

SETUP_SUNSET = BOOK.rule(
    "gnome-hollow.setup.sunset",
    en="Take 2 more tiles per player from the bag and put them under the sunset tile.",
    es="Toma 2 losetas más por jugador de la bolsa y ponlas bajo la loseta de atardecer.",
    nl="Neem nog 2 tuintegels per speler uit de zak en leg die onder de zonsondergangtegel.",
    ru="Возьмите из мешка ещё по 2 плитки на игрока и положите под плитку заката.",
    quotes={
        "nl": "We nemen nog 2 tuintegels per speler uit de zak en leggen die onder de zonsondergangtegel. 6 tegels "
        "dus in een spel met 3 spelers (foto 2)."
    },
    facts=["gh-final-gnome-action"],
)

SETUP_PLAYERS = BOOK.rule(
    "gnome-hollow.setup.players",
    en="Each player takes a colour's player board, 2 gnomes and 8 ring markers (on the spaces under the scoring "
    "track) and a summary card.",
    es="Cada jugador toma el tablero de un color, 2 gnomos y 8 marcadores de anillo (bajo el marcador de puntuación).",
    nl="Elke speler neemt in zijn kleur een spelersbord, 2 gnomen en 8 ringmarkeerstenen (onder het scorespoor).",
    ru="Каждый игрок берёт планшет своего цвета, 2 гномов и 8 маркеров колец (под трек очков) и памятку.",
    quotes={
        "nl": [
            "Kies een kleur en neem hiervan het spelersbord, de 2 gnomen en de 8 ringmarkeerstenen. Neem ook een "
            "overzichtskaart.",
            "Plaats je ringmarkeerstenen op de aangegeven velden onder het scorespoor.",
        ]
    },
    facts=["gh-edition", "gh-eight-markers"],
)

SETUP_START = BOOK.rule(
    "gnome-hollow.setup.start-player",
    en="Choose a random start player; they get the red hat token.",
    es="Elige al azar un jugador inicial; recibe la ficha de gorro rojo.",
    nl="Bepaal willekeurig een startspeler; die krijgt de rode muts fiche.",
    ru="Случайно выберите первого игрока; он получает жетон красного колпака.",
    quotes={"nl": "Bepaal willekeurig een startspeler en deze krijgt de rode muts fiche."},
)


PLAYER_COUNT = BOOK.fact(
    "player-count",
    "number",
    msg("gnome-hollow.fact.player-count", "How many players are in the game?"),
    rule=SETUP_PLAYERS,
)


def set_up(ctx: Ctx, move: SetupMove) -> None:
    r, pos = ctx.ruling, ctx.pos
    n = read_fact(pos, PLAYER_COUNT, lambda: len(pos.players) if given(pos, "players") else _unknown())
    r.require(
        2 <= n <= 4, SETUP_PLAYERS, msg("gnome-hollow.setup.player-count", "{n} player(s): the game is for 2 to 4", n=n)
    )
    names = [p.name for p in pos.players]
    if given(pos, "players") and move.start_player not in names:
        bad = move.start_player
        raise InputError(f"{bad!r} is not a player in this game{suggest(bad, names)}", field="move.start_player")
    _stump_and_board(ctx)
    _sunset(ctx, 2 * n)
    _flowers(ctx, n)
    # the start: no ring finished, no market token on the board, nothing discarded (set, so the parts are given)
    pos.rings, pos.market_blocked, pos.discarded = [], [], []
    for p in pos.players:
        p.gnomes = [p.gnomes[0].model_copy(update={"at": "supply", "tile": None, "path": 0, "flat": False})] * 2
        p.markers, p.flowers, p.mushrooms, p.treasure, p.storage = [], [], {}, 0, []
        p.red_hat = p.name == move.start_player
    r.event(
        SETUP_PLAYERS,
        msg(
            "gnome-hollow.setup.player-boards",
            "each player has a player board, 2 gnomes and 8 ring markers under the scoring track",
        ),
    )
    pos.turn.player, pos.turn.phase = move.start_player, "place"
    start = move.start_player
    r.event(
        SETUP_START,
        msg("gnome-hollow.setup.starts", "{player} starts and takes the red hat", player=start),
        start_player=start,
    )
    r.because(
        SETUP_START,
        msg("gnome-hollow.setup.done", "the game is set up for {n} players; {player} starts", n=n, player=start),
    )


def _unknown() -> int:
    raise Unknown


def _stump_and_board(ctx: Ctx) -> None:
    """The stump alone in the middle; 8 tiles from the bag onto the empty tile board."""
    r, pos = ctx.ruling, ctx.pos
    # a garden the position leaves out is the start's: the stump alone (what set-up lays, not a check's input)
    stump = ctx.garden.stump() if ctx.garden_given else (0, 0)
    r.require(
        not ctx.garden_given or (stump is not None and len(ctx.garden.cells) == 1),
        SETUP_STUMP,
        msg(
            "gnome-hollow.setup.stump-alone",
            "the garden starts as the stump tile alone (position.garden: the stump and nothing else)",
        ),
    )
    r.event(
        SETUP_STUMP,
        msg("gnome-hollow.setup.stump-placed", "the stump lies in the middle; the garden tiles are in the bag"),
        stump=list(stump),
    )
    r.require(
        not pos.board,
        SETUP_BOARD,
        msg(
            "gnome-hollow.setup.board-empty", "the tile board starts empty (position.board) and is filled from the bag"
        ),
    )
    got = refill(ctx, 8, [], SETUP_BOARD)
    r.require(
        got == 8,
        SETUP_BOARD,
        msg_n(
            "gnome-hollow.setup.bag-short",
            "the bag holds only {n} tile; the board needs 8",
            "the bag holds only {n} tiles; the board needs 8",
            got,
        ),
    )


def _sunset(ctx: Ctx, count: int) -> None:
    """Two tiles per player from the bag under the sunset tile (the bag's size as for the board's refill: given,
    stated, or -- left out -- the tiles said in general terms)."""
    r, pos = ctx.ruling, ctx.pos
    size = soft_fact(pos, BAG_SIZE, lambda: bag_size(ctx))
    if size is not None and size - ctx.bag_drawn < count:
        r.illegal(
            SETUP_SUNSET,
            msg(
                "gnome-hollow.setup.bag-out-sunset",
                "the bag runs out before {n} tiles are under the sunset tile",
                n=count,
            ),
        )
    untraced(lambda: _to_sunset(ctx, count))
    r.event(
        SETUP_SUNSET,
        msg("gnome-hollow.setup.sunset", "{n} tiles go under the sunset tile (2 per player)", n=count),
        tiles=count,
    )


def _to_sunset(ctx: Ctx, count: int) -> None:
    pos = ctx.pos
    sunset = []
    for _ in range(count):
        if pos.bag:
            sunset.append(pos.bag.pop(0))
        elif pos.bag_hidden:
            pos.bag_hidden -= 1
    pos.sunset = sunset + pos.sunset
    ctx.bag_drawn += count


def _flowers(ctx: Ctx, n: int) -> None:
    """Each wildflower tile gets a stack of one flower token per player; the kinds come from the position."""
    r, pos = ctx.ruling, ctx.pos
    if not pos.wildflowers:
        r.undetermined(
            SETUP_FLOWERS,
            msg("gnome-hollow.setup.kinds-unknown", "the wildflower kinds are not named in the texts"),
            needs=[
                Need(
                    msg(
                        "gnome-hollow.setup.kinds-question",
                        "Which are the 8 wildflower kinds? (Each gets one token per player.)",
                    ),
                    "position.wildflowers",
                    "text",
                )
            ],
        )
    r.used(
        "position.wildflowers",
        [w.kind for w in pos.wildflowers],
        msg("gnome-hollow.setup.kinds-used", "the wildflower kinds (not in the texts)"),
    )
    for w in pos.wildflowers:
        w.tokens = n
    r.event(
        SETUP_FLOWERS,
        msg(
            "gnome-hollow.setup.stacks",
            "each wildflower tile gets a stack of {n} flower tokens (one per player)",
            n=n,
        ),
        tokens=n,
    )
