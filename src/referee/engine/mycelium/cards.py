"""The Mushling Field Guide as data: each card's type, Combat Value, Spore Value and abilities, with the rule
that quotes its entry. The card abilities themselves are resolved where they act (build, combat, actions)."""

from __future__ import annotations

from dataclasses import dataclass

from referee.catalogues import Msg
from referee.engine.core.verdict import Ruling
from referee.engine.mycelium.book import BOOK, msg, msg_n
from referee.engine.mycelium.model import UNKNOWN, Position, untraced
from referee.engine.mycelium.words import listed, of

CARD_LAYOUT = BOOK.rule(
    "mycelium.cards.layout",
    en="A Mushling Card has a type, a Combat Value, a Spore Value, a name, an amount in the deck and its abilities.",
    es="Una carta Mushling tiene tipo, Valor de Combate, Valor de Esporas, nombre, cantidad en el mazo y habilidades.",
    nl="Een Mushlingkaart heeft een type, een gevechtswaarde, een sporenwaarde, een naam, een aantal en vaardigheden.",
    ru="У карты грибочка есть тип, боевая сила, ценность спор, имя, количество в колоде и способности.",
    quotes={
        "en": [
            "A Mushling Card is laid out as follows: Type (top left), Combat Value and Spore Value (left side), "
            "Name, Amount in Deck, and the Ability Description.",
            "Spore Value, Combat Value",
        ]
    },
)

CARD_TYPES = BOOK.rule(
    "mycelium.cards.types",
    en="There are eight Mushling Card types: Builder, Thief, Enforcer, Warrior, Reinforcement, Wizard, Scout, Worker.",
    es="Hay ocho tipos de carta: Constructor, Ladrón, Ejecutor, Guerrero, Refuerzo, Mago, Explorador, Trabajador.",
    nl="Er zijn acht kaarttypes: Bouwer, Dief, Handhaver, Krijger, Versterking, Tovenaar, Verkenner, Werker.",
    ru="Восемь типов карт: Строитель, Вор, Страж, Воин, Подкрепление, Волшебник, Разведчик, Рабочий.",
    quotes={
        "en": [
            "Builder, Thief\nEnforcer, Warrior\nReinforcement, Wizard\nScout, Worker",
            "Builders are experts at constructing Paths to get you through the forest!",
            "Thieves will steal your resources during their little heists if you are not cautious!",
            "Enforcers can stop the other colonies from getting too close, or stop other Mushlings in their tracks.",
            "Warriors are masters of combat, whether it be due to their strength or their wits.",
            "Reinforcements are ready to hop into battle at a moment's notice to add their support!",
            "Wizards control the fate of the forest, manipulating when and where Nutrients may appear.",
            "Scouts are masterful planners, and can even help your Gatherer Mushlings move about with ease.",
            "Workers discover Spore Tokens deep in the caves of the forest.",
        ]
    },
)


@dataclass(frozen=True)
class Card:
    name: str
    type: str
    combat: int  # Amethyst Deceiver's "?/0": 0 unless its Reaction replaces it
    spore: int
    abilities: tuple[str, ...]  # "action" / "reaction", in card order
    rule_id: str


# Words the Field Guide repeats verbatim under two cards; each card's rule cites them in its own section.
REMOVE_FOR_SPORE = "Action: Remove one of your Paths and gain a Spore Token"
STEAL_IF_REVEALED = "Reaction: Steal 1 random Mushling Card from the other player if revealed in combat"
ANY_CAVE = "You may choose any Spore Cave, even if you aren't bonded to it"
VIEW_PRIVATELY = (
    "You may not show any other players the Nutrient Cards you view, but you may tell them anything you like."
)


def _card(name, ctype, combat, spore, abilities, quotes, en, es, nl, ru) -> Card:
    slug = name.lower().replace("'", "").replace(" ", "-")
    rule = BOOK.rule(f"mycelium.cards.{slug}", en=en, es=es, nl=nl, ru=ru, quotes={"en": quotes})
    return Card(name, ctype, combat, spore, tuple(abilities), rule.id)


CARDS: dict[str, Card] = {
    c.name: c
    for c in [
        _card(
            "Amethyst Deceiver",
            "Warrior",
            0,
            1,
            ["reaction", "action"],
            [
                "Combat Value: ?/0. Spore Value: 1.\n\nReaction: When revealed in combat, draw a Mushling Card and "
                "reveal it in place of this card for this battle. Add the new card to your hand after combat.",
                "--- OR ---\n\nAction: Exchange this card for any Mushling Card in the discard pile",
                "The Mushling Card drawn from the Reaction ability replaces the Amethyst Deceiver as the revealed "
                "card in combat. Follow any applicable Reaction abilities that the new card may have, then add it to "
                "your hand after combat is completely resolved.",
                "The Reaction ability can be canceled by a Fly Agaric before the new card is drawn. If this happens, "
                "the Combat Value of the Amethyst Deceiver will be 0.",
                "You may look through the whole discard pile when using the Action ability.",
            ],
            "Amethyst Deceiver (Warrior, ?/0, spore 1): revealed in combat, the top card replaces it; or swap it "
            "for a discarded card.",
            "Amethyst Deceiver (Guerrero, ?/0, esporas 1): revelada en combate la sustituye la carta robada; o "
            "cámbiala por una descartada.",
            "Amethyst Deceiver (Krijger, ?/0, spore 1): in gevecht vervangt de getrokken kaart hem; of ruil hem voor "
            "een afgelegde kaart.",
            "Amethyst Deceiver (Воин, ?/0, споры 1): в бою её заменяет взятая карта; или обменять на карту из сброса.",
        ),
        _card(
            "Chicken of the Woods",
            "Warrior",
            0,
            1,
            ["reaction", "reaction"],
            [
                "Combat Value: 0. Spore Value: 1.\n\nReaction: If you reveal this card to defend in combat, draw 3 "
                "Mushling Cards",
                "--- OR ---\n\nReaction: If you reveal this card to attack in combat and win, draw 1 Mushling Card",
                "It is possible to win as the Defender with Chicken of the Woods, usually with the aid of "
                "Reinforcement Mushling Cards and Combat Tokens. In this case, you still draw 3 Mushling Cards, and "
                "then 1 Mushling Card for winning as the Defender.",
                "When attacking with Chicken of the Woods, you will still win if the Defender does not play a card.",
            ],
            "Chicken of the Woods (Warrior, 0, spore 1): defending draws 3 cards; attacking and winning draws 1.",
            "Chicken of the Woods (Guerrero, 0, esporas 1): al defender roba 3; al atacar y ganar roba 1.",
            "Chicken of the Woods (Krijger, 0, spore 1): verdedigen: trek 3; aanvallen en winnen: trek 1.",
            "Chicken of the Woods (Воин, 0, споры 1): в защите взять 3 карты; в атаке при победе взять 1.",
        ),
        _card(
            "Common Puffball",
            "Warrior",
            5,
            1,
            ["reaction"],
            [
                "Combat Value: 5. Spore Value: 1.\n\nReaction: If you reveal this card in combat, cancel the ability "
                "of any Thief revealed in this battle",
                "Common Puffball's Reaction ability only works when it is used in combat and only cancels Thief "
                "abilities that are revealed during the same battle.",
            ],
            "Common Puffball (Warrior, 5, spore 1): revealed in combat, it cancels any Thief revealed in that battle.",
            "Common Puffball (Guerrero, 5, esporas 1): revelada en combate anula a cualquier Ladrón de esa batalla.",
            "Common Puffball (Krijger, 5, spore 1): onthuld in gevecht heft hij elke Dief in dat gevecht op.",
            "Common Puffball (Воин, 5, споры 1): раскрытый в бою отменяет любого Вора в этом бою.",
        ),
        _card(
            "Death Cap",
            "Warrior",
            8,
            0,
            [],
            [
                "Combat Value: 8. Spore Value: 0.\n\nThis Mushling Card has the highest Combat Value of all Mushling "
                "Cards.",
                "Death Cap is the only Mushling Card with no abilities",
            ],
            "Death Cap (Warrior, 8, spore 0) has no abilities.",
            "Death Cap (Guerrero, 8, esporas 0) no tiene habilidades.",
            "Death Cap (Krijger, 8, spore 0) heeft geen vaardigheden.",
            "Death Cap (Воин, 8, споры 0) без способностей.",
        ),
        _card(
            "Liberty Cap",
            "Warrior",
            5,
            0,
            ["reaction"],
            [
                "Combat Value: 5. Spore Value: 0.\n\nReaction: If you reveal this card in combat and you win the "
                "battle, immediately build a Path for free",
                "The Liberty Cap's Reaction ability can be used as the Attacker or Defender in combat.",
                "Liberty Cap must be the card that is revealed in combat",
                "The free Path follows the building rules described in the Build a Path action, but the cost is 0 "
                "Spore Value.",
            ],
            "Liberty Cap (Warrior, 5, spore 0): win a battle with it revealed and build one Path for free.",
            "Liberty Cap (Guerrero, 5, esporas 0): si ganas la batalla con ella revelada, construye un Camino gratis.",
            "Liberty Cap (Krijger, 5, spore 0): win je het gevecht ermee, bouw dan gratis een Pad.",
            "Liberty Cap (Воин, 5, споры 0): победив с ней в бою, бесплатно постройте Путь.",
        ),
        _card(
            "Bird's Nest",
            "Scout",
            3,
            0,
            ["reaction"],
            [
                "Combat Value: 3. Spore Value: 0.\n\nReaction: During any Nutrient Card Phase, you may gather with up "
                "to 3 of your Gatherer Mushlings if a Nutrient Token is placed on a Nutrient Tree occupied by one of "
                "your Gatherer Mushlings (not when a Nutrient Token is placed on the Center Tree)",
                "It is possible for 2 players to play Bird's Nest in the same Nutrient Card Phase. If this happens, "
                "resolve in turn order starting with the current player. The current player may play a Bird's Nest "
                "in response to another player's Bird's Nest so they gather before them.",
                "You do not need a bond to the location to use a Bird's Nest, but your Gatherer Mushlings still "
                "require bonded Paths to bring back Spore Tokens and/or Nutrient Tokens.",
            ],
            "Bird's Nest (Scout, 3, spore 0): in any Nutrient Card Phase, gather with up to 3 Gatherers when a "
            "Nutrient Token lands on a Nutrient Tree you occupy.",
            "Bird's Nest (Explorador, 3, esporas 0): en cualquier fase de Nutrientes recolecta con hasta 3 "
            "Recolectores si cae un Nutriente en un Árbol que ocupas.",
            "Bird's Nest (Verkenner, 3, spore 0): in elke Voedingskaartfase verzamel je met tot 3 Verzamelaars als "
            "er een Voedingsfiche op een bezette Boom komt.",
            "Bird's Nest (Разведчик, 3, споры 0): в любую фазу карты питания соберите до 3 сборщиками, если "
            "питательный жетон лёг на занятое вами дерево.",
        ),
        _card(
            "Parrot Toadstool",
            "Scout",
            3,
            1,
            ["action", "action"],
            [
                "Combat Value: 3. Spore Value: 1.\n\nAction: View another player's hand of Mushling Cards",
                "--- OR ---\n\nAction: Attack any Path with another card from your hand even if you are not "
                "connected to it",
                "You may not show any other players when viewing a player's hand of Mushling Cards",
                "When using the Action ability to attack any Path, this Parrot Toadstool is not the card that will "
                "be revealed in combat. You must choose another Mushling Card from your hand to play face-down before "
                "the Defending player decides to choose a card. Therefore, you can not use this Action ability if "
                "Parrot Toadstool is your only card in your hand.",
            ],
            "Parrot Toadstool (Scout, 3, spore 1): view a hand, or attack any Path with another card, connected "
            "or not.",
            "Parrot Toadstool (Explorador, 3, esporas 1): mira una mano, o ataca cualquier Camino con otra carta.",
            "Parrot Toadstool (Verkenner, 3, spore 1): bekijk een hand, of val elk Pad aan met een andere kaart.",
            "Parrot Toadstool (Разведчик, 3, споры 1): посмотреть руку или атаковать любой Путь другой картой.",
        ),
        _card(
            "Russula",
            "Scout",
            2,
            1,
            ["action"],
            [
                "Combat Value: 2. Spore Value: 1.\n\nAction: Place/replace all your Gatherer Mushlings now",
                "Russula's Action ability allows you to move your Gatherer Mushlings before your Gather Phase.",
                "Player's are allowed to cancel your Russula with a Fly Agaric after you decide where to "
                "place/replace your 3 Gatherer Mushlings.",
                "Russula can even be used when your Gatherer Mushlings are at your Colony after using Bird's Nest.",
            ],
            "Russula (Scout, 2, spore 1): place or replace all your Gatherers now.",
            "Russula (Explorador, 2, esporas 1): coloca o recoloca ahora todos tus Recolectores.",
            "Russula (Verkenner, 2, spore 1): plaats of verplaats nu al je Verzamelaars.",
            "Russula (Разведчик, 2, споры 1): сейчас поставить или переставить всех сборщиков.",
        ),
        _card(
            "Veiled Lady",
            "Wizard",
            4,
            1,
            ["action"],
            [
                "Combat Value: 4. Spore Value: 1.\n\nAction: View as many Nutrient Cards as there are Colonies in "
                "the game from the top of the deck. If there are not enough Nutrient Cards left, only view the "
                "remaining cards.",
                "Veiled Lady's Action ability allows you to only view the next few Nutrient Cards WITHOUT "
                "rearranging the order.",
                ("veiled-lady-wizard", VIEW_PRIVATELY),
            ],
            "Veiled Lady (Wizard, 4, spore 1): privately view as many top Nutrient Cards as there are Colonies.",
            "Veiled Lady (Mago, 4, esporas 1): mira en secreto tantas cartas de Nutrientes como Colonias haya.",
            "Veiled Lady (Tovenaar, 4, spore 1): bekijk in het geheim zoveel Voedingskaarten als er Kolonies zijn.",
            "Veiled Lady (Волшебник, 4, споры 1): тайно посмотреть столько карт питания, сколько колоний.",
        ),
        _card(
            "Fly Agaric",
            "Enforcer",
            6,
            0,
            ["reaction"],
            [
                "Combat Value: 6. Spore Value: 0.\n\nReaction: May play after any player uses a Mushling Card "
                "ability to cancel the ability. The canceled Mushling Card is discarded.",
                "Fly Agaric's ability can be used to cancel any Mushling Card Action or Reaction ability.",
                "Fly Agaric may be used on a card that was revealed in combat, but the Combat Value of the revealed "
                "card is unaffected. Only the ability is canceled.",
                "Fly Agaric can even be used on Reinforcement Mushling Cards and other Fly Agarics!",
            ],
            "Fly Agaric (Enforcer, 6, spore 0): cancel any Mushling Card ability, even another Fly Agaric's.",
            "Fly Agaric (Ejecutor, 6, esporas 0): anula cualquier habilidad de carta, incluso otro Fly Agaric.",
            "Fly Agaric (Handhaver, 6, spore 0): heft elke kaartvaardigheid op, zelfs een andere Fly Agaric.",
            "Fly Agaric (Страж, 6, споры 0): отменяет любую способность карты, даже другого Fly Agaric.",
        ),
        _card(
            "Inky Cap",
            "Enforcer",
            3,
            1,
            ["reaction"],
            [
                "Combat Value: 3. Spore Value: 1.\n\nReaction: May play after another player builds a Path connected "
                "to one of your own Paths. Unless they give you 2 Mushling Cards, remove their path. The player is "
                "not refunded the cost of the Path.",
                "The player who is targeted by Inky Cap is allowed to choose which 2 cards to give you.",
                "Inky Cap's Reaction ability can only be used right after the targeted player builds a Path "
                "connected to you",
            ],
            "Inky Cap (Enforcer, 3, spore 1): after a Path is built connected to yours, remove it unless they "
            "give you 2 cards.",
            "Inky Cap (Ejecutor, 3, esporas 1): tras un Camino conectado al tuyo, quítalo salvo que te den 2 cartas.",
            "Inky Cap (Handhaver, 3, spore 1): na een Pad verbonden met het jouwe: weg, tenzij je 2 kaarten krijgt.",
            "Inky Cap (Страж, 3, споры 1): после Пути, связанного с вашим, убрать его, если не отдадут 2 карты.",
        ),
        _card(
            "Penny Bun",
            "Enforcer",
            4,
            0,
            ["reaction"],
            [
                "Combat Value: 4. Spore Value: 0.\n\nReaction: May play after another player builds a Path connected "
                "to one of your own Paths. Remove their new Path. The player is not refunded the cost of the Path.",
                "Penny Bun's Reaction ability can only be used right after the targeted player builds a Path "
                "connected to you",
            ],
            "Penny Bun (Enforcer, 4, spore 0): after a Path is built connected to yours, remove it; no refund.",
            "Penny Bun (Ejecutor, 4, esporas 0): tras un Camino conectado al tuyo, quítalo; sin reembolso.",
            "Penny Bun (Handhaver, 4, spore 0): na een Pad verbonden met het jouwe: verwijder het; geen teruggave.",
            "Penny Bun (Страж, 4, споры 0): после Пути, связанного с вашим, убрать его; без возврата.",
        ),
        _card(
            "Blue Oyster",
            "Reinforcement",
            2,
            1,
            ["reaction"],
            [
                "Combat Value: 2. Spore Value: 1.\n\nReaction: May play after any player (including you) reveals "
                "cards in combat to add +2 to their Combat Value",
                "There is no limit to the amount of Reinforcement cards that may be played in combat. It's OK to play "
                "a Reinforcement card in response to another player playing a Reinforcement card, but once a winner "
                "is determined no more may be played.",
                "You may not play a Reinforcement card on a Defender who does not play a card to defend with.",
            ],
            "Blue Oyster (Reinforcement, 2, spore 1): after cards are revealed in combat, +2 to either side.",
            "Blue Oyster (Refuerzo, 2, esporas 1): tras revelar cartas en combate, +2 a cualquier lado.",
            "Blue Oyster (Versterking, 2, spore 1): na het onthullen in gevecht +2 voor een van beide kanten.",
            "Blue Oyster (Подкрепление, 2, споры 1): после раскрытия карт в бою +2 любой стороне.",
        ),
        _card(
            "Pink Oyster",
            "Reinforcement",
            3,
            0,
            ["reaction"],
            [
                "Combat Value: 3. Spore Value: 0.\n\nReaction: May play after any player (including you) reveals "
                "cards in combat to add +3 to their Combat Value",
            ],
            "Pink Oyster (Reinforcement, 3, spore 0): after cards are revealed in combat, +3 to either side.",
            "Pink Oyster (Refuerzo, 3, esporas 0): tras revelar cartas en combate, +3 a cualquier lado.",
            "Pink Oyster (Versterking, 3, spore 0): na het onthullen in gevecht +3 voor een van beide kanten.",
            "Pink Oyster (Подкрепление, 3, споры 0): после раскрытия карт в бою +3 любой стороне.",
        ),
        _card(
            "Chanterelle",
            "Builder",
            4,
            1,
            ["action", "action"],
            [
                "Combat Value: 4. Spore Value: 1.\n\nAction: Play as a pair with another Builder to build 2 Paths for "
                "free",
                ("chanterelle-builder", "--- OR ---\n\n" + REMOVE_FOR_SPORE),
                "Only build 2 Paths when playing 2 Builder cards as a pair. If a player decides to cancel this "
                "ability, discard both cards used.",
                "When using the other Action ability, you may remove any Path you have in play, even if you aren't "
                "connected to it.",
            ],
            "Chanterelle (Builder, 4, spore 1): with another Builder build 2 Paths free; or remove a Path of yours "
            "for a Spore Token.",
            "Chanterelle (Constructor, 4, esporas 1): con otro Constructor, 2 Caminos gratis; o quita un Camino "
            "tuyo por una Espora.",
            "Chanterelle (Bouwer, 4, spore 1): met een andere Bouwer 2 gratis Paden; of verwijder een eigen Pad "
            "voor een Spore.",
            "Chanterelle (Строитель, 4, споры 1): с другим Строителем 2 Пути бесплатно; или убрать свой Путь за "
            "жетон спор.",
        ),
        _card(
            "Wood Blewit",
            "Builder",
            3,
            2,
            ["action", "action"],
            [
                "Combat Value: 3. Spore Value: 2.\n\nAction: Play as a pair with another Builder to build 2 Paths for "
                "free",
                ("wood-blewit-builder", "--- OR ---\n\n" + REMOVE_FOR_SPORE),
            ],
            "Wood Blewit (Builder, 3, spore 2): with another Builder build 2 Paths free; or remove a Path of yours "
            "for a Spore Token.",
            "Wood Blewit (Constructor, 3, esporas 2): con otro Constructor, 2 Caminos gratis; o quita un Camino "
            "tuyo por una Espora.",
            "Wood Blewit (Bouwer, 3, spore 2): met een andere Bouwer 2 gratis Paden; of verwijder een eigen Pad "
            "voor een Spore.",
            "Wood Blewit (Строитель, 3, споры 2): с другим Строителем 2 Пути бесплатно; или убрать свой Путь за "
            "жетон спор.",
        ),
        _card(
            "Night Light",
            "Worker",
            1,
            2,
            ["action"],
            [
                "Combat Value: 1. Spore Value: 2.\n\nAction: Spawn 2 Spore Tokens in any one Spore Cave",
                ("night-light-worker", ANY_CAVE),
                "Both Spore Tokens must be added to the same Spore Cave.",
            ],
            "Night Light (Worker, 1, spore 2): spawn 2 Spore Tokens in one Spore Cave, bonded or not.",
            "Night Light (Trabajador, 1, esporas 2): genera 2 Esporas en una Cueva de Esporas, con vínculo o sin él.",
            "Night Light (Werker, 1, spore 2): laat 2 Sporefiches verschijnen in één Sporengrot, verbonden of niet.",
            "Night Light (Рабочий, 1, споры 2): 2 жетона спор в одну пещеру спор, даже без связи с ней.",
        ),
        _card(
            "Yellow Morel",
            "Worker",
            2,
            1,
            ["action"],
            [
                "Combat Value: 2. Spore Value: 1.\n\nAction: Spawn 1 Spore Token in any one Spore Cave",
                ("yellow-morel-worker", ANY_CAVE),
            ],
            "Yellow Morel (Worker, 2, spore 1): spawn 1 Spore Token in one Spore Cave, bonded or not.",
            "Yellow Morel (Trabajador, 2, esporas 1): genera 1 Espora en una Cueva de Esporas, con vínculo o sin él.",
            "Yellow Morel (Werker, 2, spore 1): laat 1 Sporefiche verschijnen in één Sporengrot, verbonden of niet.",
            "Yellow Morel (Рабочий, 2, споры 1): 1 жетон спор в одну пещеру спор, даже без связи с ней.",
        ),
        _card(
            "Magic Mushling",
            "Wizard",
            6,
            0,
            ["action"],
            [
                "Combat Value: 6. Spore Value: 0.\n\nAction: View as many Nutrient Cards as there are Colonies in the "
                "game from the top of the deck and rearrange in any order you choose. If there are not enough "
                "Nutrient Cards left, only rearrange the remaining cards.",
                "The Magic Mushling's Action ability allows you to both view and rearrange the order of Nutrient "
                "Cards from the top of the Nutrient Deck.",
                ("magic-mushling-wizard", VIEW_PRIVATELY),
            ],
            "Magic Mushling (Wizard, 6, spore 0): privately view and reorder as many top Nutrient Cards as there are "
            "Colonies.",
            "Magic Mushling (Mago, 6, esporas 0): mira en secreto y reordena tantas cartas de Nutrientes como "
            "Colonias.",
            "Magic Mushling (Tovenaar, 6, spore 0): bekijk in het geheim en herschik zoveel Voedingskaarten als "
            "Kolonies.",
            "Magic Mushling (Волшебник, 6, споры 0): тайно посмотреть и переложить столько карт питания, сколько "
            "колоний.",
        ),
        _card(
            "Truffle",
            "Wizard",
            6,
            0,
            ["action"],
            [
                "Combat Value: 6. Spore Value: 0.\n\nAction: Shuffle the remaining and discarded Nutrient Cards OR "
                "Mushling Cards (not including this card) together",
                "Truffle's Action ability can be used even when there is 0 cards in the respective discard pile.",
                "You can not choose to shuffle both the Nutrient Deck and the Mushling Card Deck with the same "
                "Truffle card; you must choose which deck to shuffle.",
            ],
            "Truffle (Wizard, 6, spore 0): shuffle one deck together with its discard pile.",
            "Truffle (Mago, 6, esporas 0): baraja un mazo junto con su descarte.",
            "Truffle (Tovenaar, 6, spore 0): schud één stapel samen met zijn aflegstapel.",
            "Truffle (Волшебник, 6, споры 0): перемешать одну колоду вместе с её сбросом.",
        ),
        _card(
            "Witch's Hat",
            "Wizard",
            5,
            1,
            ["action"],
            [
                "Combat Value: 5. Spore Value: 1.\n\nAction: Shuffle all discarded Nutrient Cards OR Mushling Cards "
                "(not including this card) and place them back on top of their deck",
                "Witch's Hat's Action ability can be used even when there is 1 card in the respective discard pile.",
                "You can not choose to shuffle both the Nutrient Deck and the Mushling Card Deck discard piles with "
                "the same Witch's Hat card",
            ],
            "Witch's Hat (Wizard, 5, spore 1): shuffle one discard pile and put it on top of its deck.",
            "Witch's Hat (Mago, 5, esporas 1): baraja un descarte y ponlo encima de su mazo.",
            "Witch's Hat (Tovenaar, 5, spore 1): schud één aflegstapel en leg hem bovenop zijn stapel.",
            "Witch's Hat (Волшебник, 5, споры 1): перемешать один сброс и положить поверх его колоды.",
        ),
        _card(
            "Parasol",
            "Thief",
            4,
            0,
            ["action", "reaction"],
            [
                "Combat Value: 4. Spore Value: 0.\n\nAction: Play as a pair with another Thief to gain 1 Spore Token "
                "from any Spore Cave",
                ("parasol-thief", "--- OR ---\n\n" + STEAL_IF_REVEALED),
                "Only take 1 Spore Token when playing 2 Thief cards as a pair. If a player decides to cancel this "
                "ability, discard both cards used.",
                "You may choose any Spore Cave, and place the Spore Token on your Player Mat.",
                # the deciding sentences when two Thieves meet: who steals first, and that a card may go back
                "The Reaction ability is only triggered when this card is the one that is played face-down in combat. "
                "Attackers use the Reaction ability of their revealed card first. If 2 Thief cards are played against "
                "each other in combat, the Attacker would steal first, and then the Defender steals next and may even "
                "get their same exact card back.",
            ],
            "Parasol (Thief, 4, spore 0): with another Thief take 1 Spore Token from a Spore Cave; or steal a "
            "random card when revealed in combat.",
            "Parasol (Ladrón, 4, esporas 0): con otro Ladrón toma 1 Espora de una Cueva; o roba una carta al azar "
            "si se revela en combate.",
            "Parasol (Dief, 4, spore 0): met een andere Dief 1 Spore uit een Grot; of steel een willekeurige kaart "
            "als hij in gevecht onthuld wordt.",
            "Parasol (Вор, 4, споры 0): с другим Вором взять 1 жетон спор из пещеры; или украсть случайную карту, "
            "если раскрыт в бою.",
        ),
        _card(
            "Shiitake",
            "Thief",
            2,
            1,
            ["action", "reaction"],
            [
                "Combat Value: 2. Spore Value: 1.\n\nAction: Play as a pair with another Thief to gain 1 Spore Token "
                "from any Spore Cave",
                ("shiitake-thief", "--- OR ---\n\n" + STEAL_IF_REVEALED),
            ],
            "Shiitake (Thief, 2, spore 1): with another Thief take 1 Spore Token from a Spore Cave; or steal a "
            "random card when revealed in combat.",
            "Shiitake (Ladrón, 2, esporas 1): con otro Ladrón toma 1 Espora de una Cueva; o roba una carta al azar "
            "si se revela en combate.",
            "Shiitake (Dief, 2, spore 1): met een andere Dief 1 Spore uit een Grot; of steel een willekeurige kaart "
            "als hij in gevecht onthuld wordt.",
            "Shiitake (Вор, 2, споры 1): с другим Вором взять 1 жетон спор из пещеры; или украсть случайную карту, "
            "если раскрыт в бою.",
        ),
    ]
}


def card(name: str) -> Card:
    return CARDS[name]


def rule_of(name: str):
    return BOOK[CARDS[name].rule_id]


# --- shared card handling: play from hand, discard, Fly Agaric chains -----------------------------------

USE_AND_DISCARD = BOOK.rule(
    "mycelium.cards.discard-after-use",
    en="A Mushling Card is discarded after its ability is used; of two abilities you choose one.",
    es="Una carta Mushling se descarta tras usar su habilidad; de dos habilidades eliges una.",
    nl="Een Mushlingkaart wordt na gebruik afgelegd; van twee vaardigheden kies je er één.",
    ru="Карта сбрасывается после использования способности; из двух способностей выбирают одну.",
    quotes={
        "en": [
            "Follow the instructions on the card. Discard the Mushling Card after it has been used.",
            "Some Mushling Cards have 2 abilities, but you must choose 1 to use",
        ]
    },
)

REACTIONS = BOOK.rule(
    "mycelium.cards.reactions",
    en="Reaction abilities are not actions: they may be used on any turn, only when their condition is met.",
    es="Las reacciones no son acciones: se usan en cualquier turno, solo si se cumple su condición.",
    nl="Reacties zijn geen acties: ze mogen in elke beurt, alleen als hun voorwaarde vervuld is.",
    ru="Реакции — не действия: их можно применять в любой ход, только при выполнении их условия.",
    quotes={
        "en": [
            "Reaction abilities are not considered actions and may only be used if their conditions are met\n"
            "- Reaction abilities may be used on any player's turn\n- Discard the Mushling Card after it has been used"
        ]
    },
)

FLY_AGARIC = BOOK["mycelium.cards.fly-agaric"]


def not_a_card(name: str | None) -> Msg:
    """The one message for a name that is no Mushling Card."""
    return msg("mycelium.card.unknown", "{card} is not a Mushling Card", card=name)


def take_from_hand(pos: Position, colour: str, name: str, rule, ruling: Ruling, why: Msg, action: bool = False) -> None:
    """Remove one copy of a card from a hand, or stop: the player does not hold it.

    ``action``: the card takes an Action (played, spent, exchanged, attacked with) on the Colony's own turn; in the
    2 Player variant a card of the other hand of the same player then breaks "only take Actions with the
    corresponding hand during your Colony's turn", which the refusal cites.

    A hand the position does not describe: the card the move plays stands for itself (as a name does where the
    position leaves its collection out), taken to be held -- said in the answer, never asked. A described hand
    that holds it is not a rule's read either (a cut-down position leaves the hand out and the card then stands);
    only a hand that lacks it is, since the refusal rests on it."""
    with untraced():
        me = pos.described(colour)
        hand = me.hand if me is not None else None
        in_hand = hand is not None and name in hand
        unknown = hand is not None and not in_hand and UNKNOWN in hand
        if in_hand or unknown:
            hand.remove(name if in_hand else UNKNOWN)  # type: ignore[union-attr]
    if hand is None or unknown:
        ruling.used(f"position.players.{colour}.hand", name, _taken(colour, name, hand is None))
    if hand is None or in_hand or unknown:
        return
    if action:
        _other_hand_of_the_player(pos, colour, name, ruling)
    ruling.illegal(
        rule,
        msg(
            "mycelium.hand.lacks",
            "{player} has no {card} in hand to {why} (hand: {hand})",
            player=colour,
            card=name,
            why=why,
            hand=listed(pos.hand_of(colour)),  # traced: the refusal rests on this hand
        ),
    )


def _other_hand_of_the_player(pos: Position, colour: str, name: str, ruling: Ruling) -> None:
    """2 Player variant: the card is in the hand of the player's other Colony (their teammate's): refuse by the
    variant's own words, which keep the two hands apart for Actions."""
    from referee.engine.mycelium.variants.team import TWO_PLAYER, stated_in_play

    with untraced():
        others = [p.colour for p in (pos.players or []) if p.colour != colour and p.hand is not None and name in p.hand]
    if not others or not stated_in_play(pos, "two_player"):
        return
    mine = [c for c in others if c in pos.teammates(colour) and name in pos.hand_of(c)]  # traced: the refusal's facts
    if mine:
        ruling.illegal(
            TWO_PLAYER,
            msg(
                "mycelium.team.other-hand",
                "{card} is in the hand of {other}, not of {player}: each Colony takes Actions only with its own hand "
                "on its own turn",
                card=name,
                other=mine[0],
                player=colour,
            ),
            hand=listed(pos.hand_of(colour)),  # traced: the refusal rests on this hand too
        )


def _taken(colour: str, name: str, undescribed: bool) -> Msg:
    if undescribed:
        return msg(
            "mycelium.hand.not-described",
            "{player}'s hand is not described: {card} is taken to be in it",
            player=colour,
            card=name,
        )
    # the position does not name every card of this hand: take the unknown card to be this one
    return msg(
        "mycelium.hand.unknown-taken",
        "an unknown card of {player}'s hand is taken to be {card}",
        player=colour,
        card=name,
    )


def discard(pos: Position, names: list[str]) -> None:
    with untraced():  # a change to the working copy
        pos.mushling_discard.extend(names)


def cancel_chain(pos: Position, chain, ruling: Ruling, what: Msg, hero: bool = False) -> bool:
    """Resolve Fly Agarics played against an ability; each cancels the one before it. True if cancelled."""
    from referee.engine.mycelium.phases import no_player

    if not chain:
        return False
    if hero:
        from referee.engine.mycelium.variants.hero_tavern import HERO_NOT_CANCELLED

        ruling.illegal(
            HERO_NOT_CANCELLED,
            msg("mycelium.hero.not-cancelled", "a Fly Agaric cannot cancel a Hero: {what}", what=what),
        )
    for i, c in enumerate(chain):
        ruling.require(
            c.card == "Fly Agaric",
            FLY_AGARIC,
            msg("mycelium.fly-agaric.only", "only a Fly Agaric cancels an ability, not {card}", card=c.card),
        )
        ruling.require(pos.has_player(c.player), FLY_AGARIC, no_player(c.player))
        take_from_hand(
            pos, c.player, "Fly Agaric", FLY_AGARIC, ruling, msg("mycelium.hand.to-cancel", "cancel an ability")
        )
        discard(pos, ["Fly Agaric"])
        target = what if i == 0 else of(chain[i - 1].player, "Fly Agaric")
        ruling.event(
            FLY_AGARIC,
            msg(
                "mycelium.fly-agaric.plays",
                "{player} plays a Fly Agaric and cancels {target}",
                player=c.player,
                target=target,
            ),
            player=c.player,
        )
    cancelled = len(chain) % 2 == 1
    if cancelled:
        outcome = msg_n(
            "mycelium.fly-agaric.cancelled",
            "{n} Fly Agaric played: the ability of {what} is cancelled",
            "{n} Fly Agarics played: the ability of {what} is cancelled",
            len(chain),
            what=what,
        )
    else:
        outcome = msg_n(
            "mycelium.fly-agaric.not-cancelled",
            "{n} Fly Agaric played: the ability of {what} is not cancelled",
            "{n} Fly Agarics played: the ability of {what} is not cancelled",
            len(chain),
            what=what,
        )
    ruling.because(FLY_AGARIC, outcome)
    return cancelled
