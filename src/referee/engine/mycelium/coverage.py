"""Passages no rule cites, and why: flavour text, strategy tips, pointers to other sections, variant
introductions and the table of contents. (Card texts repeated word for word under two cards are cited by each
card's own rule, pinned to its section: see cards.py.)"""

from referee.engine.mycelium.book import BOOK

FLAVOUR = "flavour text (describes the card's character, no rule)"
TIP = "strategy tip: advice on playing well, no rule"
TOC = "table of contents"

BOOK.explain_uncovered(
    {
        "mycelium/en/table-of-contents/1": TOC,
        "mycelium/en/table-of-contents/2": TOC,
        "mycelium/en/table-of-contents/3": TOC,
        "mycelium/en/explore-phase/3": TIP + " (where to place Gatherers first; the placement rule is "
        "mycelium/en/explore-phase/2, bonding mycelium/en/gather-phase/2)",
        "mycelium/en/explore-phase/5": "introduces the two placement examples (mycelium/en/explore-phase/7 and /8, "
        "cited as examples), no rule",
        "mycelium/en/explore-phase/6": TIP + " (points to the two placement pictures)",
        "mycelium/en/use-a-mushling-card-action-ability/4": TIP,
        "mycelium/en/build-a-path/7": "pointer to the Build Example (cited by mycelium.build.example-penny-bun)",
        "mycelium/en/build-a-path/8": TIP + " (build to bond; bonded Paths: mycelium/en/gather-phase/2)",
        "mycelium/en/exchange-mushling-cards/2": TIP + " (look through the discard pile before Exchanging)",
        "mycelium/en/mushling-card-types/2": "pointer to the Mushling Type Guide (cited by mycelium.cards.types)",
        "mycelium/en/attack/10": "pointer to the Combat Example (cited by mycelium.attack.example)",
        "mycelium/en/place-phase/2": TIP + " (plan Gatherers one turn ahead)",
        "mycelium/en/the-emsporium-variant/2": "recommendation: which players the variant suits, no rule",
        "mycelium/en/the-hero-tavern-variant/1": "variant introduction, no rule (the Combat Token cost is ruled in "
        "mycelium/en/acquiring-hero-mushling-cards/1)",
        "mycelium/en/bonus-legends-variant/1": "variant introduction, no rule (the Legends setup follows in "
        "mycelium/en/bonus-legends-variant/2 to /5)",
        **{
            f"mycelium/en/{slug}": FLAVOUR
            for slug in [
                "amethyst-deceiver-warrior/3",
                "chicken-of-the-woods-warrior/3",
                "common-puffball-warrior/2",
                "death-cap-warrior/2",
                "liberty-cap-warrior/2",
                "bird-s-nest-scout/2",
                "parrot-toadstool-scout/3",
                "russula-scout/2",
                "veiled-lady-wizard/2",
                "fly-agaric-enforcer/2",
                "inky-cap-enforcer/2",
                "penny-bun-enforcer/2",
                "blue-oyster-reinforcement/2",
                "pink-oyster-reinforcement/2",
                "chanterelle-builder/3",
                "wood-blewit-builder/3",
                "night-light-worker/2",
                "yellow-morel-worker/2",
                "magic-mushling-wizard/2",
                "truffle-wizard/2",
                "witch-s-hat-wizard/2",
                "parasol-thief/3",
                "shiitake-thief/3",
            ]
        },
    }
)

# --- sentence by sentence (#16): the sentences of cited passages that no rule quotes, each with why
OVERVIEW = "overview of the game's aim, no rule of its own (the rules it sums up are quoted where they are stated)"
HEADING = "a heading: the rules under it are quoted by the rule of each line"
POINTER = "pointer to another section of the rulebook, no rule"
NARRATION = "narration of the Combat Example; the example's moves and outcome are quoted by mycelium.attack.example"

for passage, sentences in {
    "overview/1": {"You must expand": OVERVIEW, "Place your Gatherer": OVERVIEW, "Deduce where": TIP},
    "overview/2": {"Each turn you may play": OVERVIEW, "Manage your hand": TIP},
    "overview/3": {"Certain Mushling Cards": OVERVIEW + " (each card's own rule quotes what it does to the deck)"},
    "overview/4": {"Proper planning": TIP},
    "components/1": {
        "1 Active Player Token": "a component with nothing to count: it marks whose turn it is, which a position "
        "gives as position.active"
    },
    "components/2": {
        "1 Hero Tavern Tile": "a component with nothing to count: the Hero Tavern is a board location a position "
        "supplies (kind hero-tavern); its rules are quoted by mycelium.heroes.*"
    },
    "text-symbols/1": {
        first: "the legend of the rulebook's symbols (component names); its last line, the card values, is quoted "
        "by mycelium.cards.layout"
        for first in ("Mushling Card, Nutrient Token", "Gatherer Mushling, Nutrient Card", "Spore Token, Combat Token")
    },
    "explore-phase/2": {"See the Place Phase": POINTER},
    "explore-phase/8": {
        "They are planning": "the placement example's plan, no rule (its placement is quoted by mycelium.place.where)",
        "Hopefully": "flavour text (the example's hope), no rule",
    },
    "attack/5": {
        "For example, a Reinforcement": "an example of the sentence before it (quoted by mycelium.attack.step4-"
        "reveal-and-boost). Read literally it says a Reinforcement cannot be added after the 2 cards are revealed, "
        "which contradicts step 4 two lines above (Reinforcements 'can be used by any player at this time') and Blue "
        "Oyster's own text ('May play after any player ... reveals cards in combat'); the engine follows those two, so "
        "no rule quotes this example as if it were one"
    },
    "attack/11": {"Tip: STOP!": TIP, "Check your hand size": TIP, "Do you want to use more": TIP},
    "gather-phase/1": {"Follow the steps below": HEADING},
    "place-phase/1": {"- The goal is": TIP, "- This can be useful": TIP},
    "draw-phase/2": {"- You may end up wanting": TIP},
    "end-of-game/2": {"- See the Mushling Field Guide": POINTER},
    "variants/1": {"The Emsporium and The Hero Tavern add": OVERVIEW, "You can find the rule changes": POINTER},
    "the-emsporium-variant/1": {"The Emsporium is open": "flavour text (announces the shop), no rule"},
    "the-hero-tavern-variant/2": {
        "The Hero Tavern variant is recommended": "recommendation: which players the variant suits, no rule"
    },
    "team-variant/2": {"Turn Order": HEADING},
    "team-variant/4": {"Trade Action": HEADING},
    "team-variant/6": {"Gathering": HEADING},
    "team-variant/7": {"End of Game": HEADING},
    "team-variant/8": {"Other clarifications": HEADING},
    "2-player-variant/1": {
        "We highly recommend": "recommendation: a marker to keep track of the current Colony, "
        "which a position gives as position.active; no rule"
    },
    "combat-example/2": {"Both Mushling Cards are revealed": NARRATION, "But what's this?": NARRATION},
    "chicken-of-the-woods-warrior/5": {"Will the Defender call": "flavour text (a bluff), no rule"},
    "russula-scout/5": {
        "This combo effectively": TIP + " (what the Russula after a Bird's Nest amounts to; both "
        "cards' rules are quoted)"
    },
}.items():
    BOOK.explain_sentences(f"mycelium/en/{passage}", sentences)
