"""The Emsporium: a Buy action, items kept face up with permanent, stacking effects. Prices and effects are not
in the texts: the position supplies them (``position.emsporium.items``)."""

from __future__ import annotations

from dataclasses import dataclass

from referee.catalogues import Msg
from referee.engine.core.position_facts import known
from referee.engine.core.verdict import Ruling
from referee.engine.mycelium.book import BOOK, msg
from referee.engine.mycelium.model import Position, fact_about, untraced
from referee.engine.mycelium.variants.team import in_play
from referee.engine.mycelium.words import items, listed

SHOP = BOOK.rule(
    "mycelium.emsporium.shop",
    en="Emsporium: shuffle the items into a deck and show 5 face up as the shop.",
    es="Emsporium: baraja los objetos en un mazo y muestra 5 boca arriba como tienda.",
    nl="Emsporium: schud de voorwerpen tot een stapel en leg er 5 open als winkel.",
    ru="Emsporium: перемешайте предметы в колоду и выложите 5 лицом вверх — это лавка.",
    quotes={
        "en": [
            "During Setup, shuffle all Emsporium Items to form a deck and display 5 of them face-up to form the shop",
            "The Emsporium variant adds a shop of powerful items which grant permanent upgrades for the rest of the "
            "game.",
            "16 Emsporium Cards",
        ]
    },
)

BUY = BOOK.rule(
    "mycelium.emsporium.buy",
    facts=["emsporium-items-not-found"],
    en="Buy is an action: pay for shop items with Spore Value and cards (no refund); refill only at turn end.",
    es="Comprar es una acción: paga objetos con Valor de Esporas y cartas (sin reembolso); se reponen al final del "
    "turno.",
    nl="Kopen is een actie: betaal winkelvoorwerpen met sporenwaarde en kaarten (geen teruggave); aanvullen pas aan "
    "het eind van de beurt.",
    ru="Покупка — действие: платите ценностью спор и картами (без сдачи); лавка пополняется в конце хода.",
    quotes={
        "en": [
            "Buy: A new action is available during your Action Phase!\n- Purchase 1 or more Emsporium Items from the "
            "shop with any combination of Spore Value and Mushling Cards\n  - You are not refunded for excess Spore "
            "Value spent, much like the Build action\n- When an item is purchased, do NOT replace it with a new item "
            "from the deck until the end of your turn"
        ]
    },
)

ITEMS = BOOK.rule(
    "mycelium.emsporium.items",
    en="Owned items are face up and give their benefit at once and for the rest of the game; 2 of each, they stack.",
    es="Los objetos se muestran boca arriba y dan su efecto desde ya y toda la partida; hay 2 de cada uno y se "
    "acumulan.",
    nl="Voorwerpen liggen open en werken meteen en de rest van het spel; van elk zijn er 2 en ze stapelen.",
    ru="Предметы лежат открыто и действуют сразу и до конца игры; каждого по 2, эффекты складываются.",
    quotes={
        "en": [
            "Keep all of your Emsporium Items face up in front of you for all players to see\n- Your Emsporium Items "
            "provide you with specific benefits immediately when bought and for the rest of the game",
            "There are 2 of every Emsporium Item, and their effects can stack",
        ]
    },
)

PICKAXE_EXAMPLE = BOOK.rule(
    "mycelium.emsporium.example-pickaxe",
    en="Rulebook example: 2 Pickaxes (2 each) bought with a Blue Oyster and a Spore Token; a Yellow Morel then "
    "spawns 1 + 2.",
    es="Ejemplo: 2 Pickaxe (2 cada uno) pagados con Blue Oyster y una Espora; luego Yellow Morel genera 1 + 2.",
    nl="Voorbeeld: 2 Pickaxes (2 per stuk) betaald met Blue Oyster en een Sporefiche; Yellow Morel geeft dan 1 + 2.",
    ru="Пример: 2 Pickaxe (по 2) куплены за Blue Oyster и жетон спор; затем Yellow Morel даёт 1 + 2.",
    quotes={
        "en": "Blue spends a Blue Oyster worth 1 Spore Value, and 1 Spore Token (worth 3 Spore Value) to purchase 2 "
        "Pickaxe items (cost 2 Spore Value each). Blue then uses a Yellow Morel Action ability to spawn 1 + 2 Spore "
        "Tokens in the Spore Cave closest to their Colony (+2 Spore Tokens because of the 2 Pickaxe items)."
    },
)

BACKPACK_EXAMPLE = BOOK.rule(
    "mycelium.emsporium.example-backpack",
    en="Rulebook example: with 2 Backpacks and 3 bonded Paths on Pine, 1 Gatherer brings back 3 Nutrient Tokens.",
    es="Ejemplo: con 2 Backpack y 3 Caminos vinculados en Pine, 1 Recolector trae 3 Nutrientes.",
    nl="Voorbeeld: met 2 Backpacks en 3 verbonden Paden op Pine brengt 1 Verzamelaar 3 fiches mee.",
    ru="Пример: с 2 Backpack и 3 связанными Путями на Pine 1 сборщик приносит 3 жетона питания.",
    quotes={
        "en": "Blue has 2 Backpack items and starts the Gather Phase. Blue has 3 bonded Paths on Pine, so their 1 "
        "Gatherer Mushling may bring back 3 Nutrient Tokens!"
    },
)

BOW_EXAMPLE = BOOK.rule(
    "mycelium.emsporium.example-bow",
    en="Rulebook example: with a Bow, attack Paths up to 1 more edge away from your Paths.",
    es="Ejemplo: con un Bow se atacan Caminos hasta 1 arista más lejos de los tuyos.",
    nl="Voorbeeld: met een Bow val je Paden aan tot 1 rand verder van je eigen Paden.",
    ru="Пример: с Bow можно атаковать Пути на 1 ребро дальше от ваших.",
    quotes={
        "en": "Blue has a Bow and is able to attack Paths up to +1 edge away from their Paths. Blue attacks Green's "
        "Path from a distance."
    },
)

SWORD = BOOK.rule(
    "mycelium.emsporium.sword",
    en="An item like the Sword adds +1 Combat Value to all the owner's Mushling Cards; 2 Swords add +2.",
    es="Un objeto como la Sword suma +1 al Valor de Combate de todas tus cartas; 2 suman +2.",
    nl="Een voorwerp als de Sword geeft al je kaarten +1 gevechtswaarde; 2 geven +2.",
    ru="Предмет вроде Sword даёт +1 к боевой силе всех ваших карт; два дают +2.",
    quotes={
        "en": [
            "For example, a player buys a Sword item, so all their Mushling Cards have increased Combat Value (+1)",
            "For example, a player with 2 Sword items will have +2 Combat Value for all of their Mushling Cards",
        ]
    },
)

# what an item effect adds to, in the reader's words
EFFECTS = {
    "combat": msg("mycelium.emsporium.effect-combat", "Combat Value"),
    "spawn": msg("mycelium.emsporium.effect-spawn", "Spore Tokens spawned"),
    "gather": msg("mycelium.emsporium.effect-gather", "tokens per Gatherer"),
    "attack_range": msg("mycelium.emsporium.effect-range", "edges of attack range"),
}
EFFECT_RULES = {"combat": SWORD, "spawn": PICKAXE_EXAMPLE, "gather": BACKPACK_EXAMPLE, "attack_range": BOW_EXAMPLE}


ITEM_BONUS = BOOK.fact(
    "items",
    "number",
    msg("mycelium.fact.item-bonus", "How much do {player}'s Emsporium Items add to {effect}? (0: none)"),
    rule=ITEMS,
)
WITHIN_REACH = BOOK.fact(
    "bow-reach",
    "yes_no",
    msg("mycelium.fact.within-reach", "Is {edge} within {n} edges of one of {player}'s Paths?"),
    rule=BOW_EXAMPLE,
)


def item_bonus(pos: Position, colour: str, effect: str, ruling: Ruling) -> int:
    """Sum of an effect over the player's own items (never a teammate's)."""
    if not in_play(pos, "emsporium"):
        return 0
    what = EFFECTS[effect]
    compute = lambda: _item_sum(pos, colour, effect, ruling)  # noqa: E731
    total = fact_about(pos, ITEM_BONUS, (colour, effect), compute, player=colour, effect=what)
    if total:
        ruling.because(
            ITEMS,
            msg(
                "mycelium.emsporium.stack",
                "{player}'s items add {n} ({effect}); effects stack",
                player=colour,
                n=total,
                effect=what,
            ),
        )
        ruling.because(
            EFFECT_RULES[effect],
            msg("mycelium.emsporium.bonus", "{player}: +{n} {effect} from items", player=colour, n=total, effect=what),
        )
    return total


def _item_sum(pos: Position, colour: str, effect: str, ruling: Ruling) -> int:
    """From the position: the item effects (their numbers are not in the texts, the position gives them)."""
    emsporium = known(pos.emsporium)
    total = 0
    for name in pos.player(colour).items:
        spec = emsporium.items.get(name)
        n = getattr(spec, effect) if spec is not None else 0
        if n:
            total += n
            ruling.used(
                f"position.emsporium.items.{name}.{effect}",
                n,
                msg("mycelium.input.item-effects", "item effects are not in the texts"),
            )
    return total


@dataclass
class Bow:
    """What the Bow exception came to for one attack: the variant, the reach items add, and whether it reaches."""

    in_play: bool
    reach: int = 0
    reaches: bool = False

    def __bool__(self) -> bool:
        return self.reaches

    def lacks(self, colour: str, target: str) -> Msg:
        if not self.in_play:
            return msg(
                "mycelium.exception.no-emsporium", "the Emsporium variant (where the Bow is sold) is not in play"
            )
        if not self.reach:
            return msg(
                "mycelium.exception.no-bow",
                "{colour} has no Bow (no Emsporium Item of theirs adds reach)",
                colour=colour,
            )
        return msg(
            "mycelium.exception.bow-too-short",
            "{edge} is more than {n} edges from {colour}'s Paths: beyond the Bow's reach",
            edge=target,
            n=1 + self.reach,
            colour=colour,
        )


def within_bow(pos: Position, colour: str, target: str, ruling: Ruling) -> Bow:
    """The Bow exception to the connection rule: an item's reach takes in Paths further away (rulebook example)."""
    from referee.engine.mycelium.board import distance_from_own

    if not in_play(pos, "emsporium"):
        return Bow(False)
    reach = item_bonus(pos, colour, "attack_range", ruling)
    if not reach:
        return Bow(True)
    n = 1 + reach
    compute = lambda: distance_from_own(pos, colour, target, n) is not None  # noqa: E731
    reaches = fact_about(pos, WITHIN_REACH, (colour, target), compute, edge=target, n=n, player=colour)
    if reaches:
        ruling.because(
            BOW_EXAMPLE,
            msg(
                "mycelium.attack.within-bow",
                "{edge} is within {n} edges of {player}'s Paths (Bow)",
                edge=target,
                n=n,
                player=colour,
            ),
        )
    return Bow(True, reach, reaches)


IN_SHOP = BOOK.fact(
    "in-shop",
    "number",
    msg("mycelium.fact.in-shop", "How many {item} are in the Emsporium shop?"),
    rule=BUY,
)
PRICE = BOOK.fact(
    "price",
    "number",
    msg("mycelium.fact.item-price", "What does the item {item} cost (in Spore Value)?"),
    rule=BUY,
)


def resolve_buy(pos: Position, colour: str, move, ruling: Ruling) -> None:
    from referee.engine.mycelium.build import pay

    ruling.require(
        in_play(pos, "emsporium"), BUY, msg("mycelium.emsporium.not-in-play", "the Emsporium variant is not in play")
    )
    price = 0
    for name in dict.fromkeys(move.items):
        _check_in_shop(pos, name, move.items.count(name), ruling)
    for name in move.items:
        price += _price(pos, name, ruling)
    pay(pos, colour, move.pay_with, price, BUY, ruling, items(len(move.items)))
    with untraced():  # the items leave the shop for the buyer, on the working copy where it describes them
        if pos.emsporium is not None:
            for name in move.items:
                if name in pos.emsporium.shop:  # a cut-down shop keeps only what was read: the fact stands for it
                    pos.emsporium.shop.remove(name)
            pos.emsporium.bought_this_turn += len(move.items)
        me = pos.described(colour)
        if me is not None:
            me.items.extend(move.items)
    ruling.event(
        BUY,
        msg(
            "mycelium.emsporium.buys",
            "{player} buys {items}; the shop is not refilled until the end of the turn",
            player=colour,
            items=list(move.items),
        ),
    )


def _check_in_shop(pos: Position, name: str, wanted: int, ruling: Ruling) -> None:
    """Only items in the shop are bought: as many of ``name`` as the move buys (asked where the shop is not given)."""
    there = lambda: known(pos.emsporium).shop.count(name)  # noqa: E731
    if fact_about(pos, IN_SHOP, (name,), there, item=name) >= wanted:
        return
    shop = pos.emsporium.shop if pos.emsporium is not None else None
    ruling.illegal(
        BUY,
        msg("mycelium.emsporium.not-in-shop", "{item} is not in the shop ({shop})", item=name, shop=listed(shop))
        if shop is not None
        else msg("mycelium.emsporium.not-in-shop-stated", "{item} is not in the shop, or not that many", item=name),
    )


def _price(pos: Position, name: str, ruling: Ruling) -> int:
    """The item's price: the texts give none, so the position's, or asked."""
    spec = pos.emsporium.items.get(name) if pos.emsporium is not None else None
    price = fact_about(pos, PRICE, (name,), lambda: known(known(spec).price), item=name)
    if spec is not None and spec.price is not None:
        ruling.used(
            f"position.emsporium.items.{name}.price",
            spec.price,
            msg("mycelium.input.item-prices", "prices are not in the texts"),
        )
    return price


def refill_shop(pos: Position, ruling: Ruling) -> None:
    if not in_play(pos, "emsporium") or pos.emsporium is None or not pos.emsporium.bought_this_turn:
        return
    n = min(pos.emsporium.bought_this_turn, len(pos.emsporium.deck))
    new = pos.emsporium.deck[:n]
    pos.emsporium.deck = pos.emsporium.deck[n:]
    pos.emsporium.shop.extend(new)
    pos.emsporium.bought_this_turn = 0
    if new:
        ruling.event(
            BUY, msg("mycelium.emsporium.refilled", "end of turn: the shop is refilled with {items}", items=new)
        )
    else:
        ruling.event(
            BUY, msg("mycelium.emsporium.not-refilled", "end of turn: the item deck is empty, the shop is not refilled")
        )
