"""Whether the best passage settles the question, as a probability: the lookup's ``confidence``, and
``answered`` when it clears a threshold. Below it the answer says the texts do not settle the question and
shows the nearest passages as related only.

A logistic model over signals of the ranking that do not depend on the min-max scaling of the fused score
(which makes every best passage score 1): how close the best passage is in the encoder's space against the
rest of its game, how many of the question's concepts it is tagged with, how many rule concepts the question
names at all, how far it leads the runner-up; over what the best passage holds of the question
(``content_check``): an aspect asked about (a duration, a supply running out, a tie...) that the passage
never speaks of, a "how many" with no number beside the thing counted; and over what it cannot account for
even in the asker's language (``unaccounted``): the question's content words that neither the passage, its
twin in the game's other text, its concepts nor the engine's statement of its rules in the asker's language
give, and a name no text uses ("In Catan, ...").

And over what the question asks for (``answer_focus``): a "how many" whose best passage has no sentence that
gives a number beside the counted thing with every number the question states ("for 4 blue mushrooms" against
the one case the texts price), the strongest single signal of the model; a bound asked for ("is there a
limit...", "¿como máximo?") that no sentence of it sets; a count of what a deck, the bag or the box holds
("how many Oak cards are in the nutrient deck?") that the best passage neither lists under its components
nor gives beside the counted thing itself (``contents``: "3 of the Walnut cards" counts no Oak card).

The weights are fitted on the dev sets only (three writers: bench/devset + devset-blind, bench/devset2,
bench/devset3, each with its unanswerable file) by ``bench/calibrate.py --write``, which rewrites the block
below with its out-of-sample figures; the frozen blind set never enters it. Out of sample, at about 95% of the
answerable kept, the model flags 57% of the unanswerable questions leaving one game out and 82% / 63% / 53%
leaving one writer out (before the answer focus: 48%, and 60% / 51% / 43%; the second writer's answerable kept
fell from 0.96 to 0.93). The ones left are near misses of other kinds (a rule's edge case the texts leave
open, a card the texts name but never describe), which no signal here tells from an answerable question about
the same rule: the asked-for kinds "who", "allowed" and the question's condition ("... if Y?",
answer_focus.condition_unmet) were measured as signals too and added nothing out of sample (weights near 0, or
fewer flagged), so they are reported, not weighed. Measured the same way and left out (#18, branch abstain2, out
of sample leave one game out / leave one writer out against 0.574 and 0.80 / 0.62 / 0.53 without them): the
share of the question's words none of the best three (or five) passages accounts for, 0.580 / 0.80 / 0.60 /
0.57, the third writer's answerable kept 0.93; the share of its words named only by another game's concepts
("cards" asked of a game without cards), 0.571 / 0.80 / 0.62 / 0.56, as it fires on 11% of the answerable asks
(a word several games' banks share in one language); counting only the best passage's own game's concepts
instead of every game's, 0.568 / 0.80 / 0.62 / 0.57 with the third writer's kept 0.92; a number beside the
counted word itself for every "how many" (not only contents), 0.42-0.52: across languages only a concept can
name the counted thing, and the answerable count questions lose their answer; a count sentence naming every
asked thing, 0.51-0.57 with the first writer's 0.80 -> 0.62-0.70. ``contents`` (0 of the 652 answerable asks, 19
of the 352 unanswerable) moved the figures to 0.571 / 0.82 / 0.63 / 0.53: three more flagged in sample, one near
the threshold lost, none answerable lost.

Branch abstain3 (#18), with a fifth writer (bench/devset5, scored untouched first: the shipped model flagged 0.44
of its unanswerable asks and kept 0.93 of its answerable ones). Main's signals refitted on the five writers: leave
one game out 0.484 flagged at 0.951 kept; leave one writer out 0.78 / 0.53 / 0.52 / 0.38 / 0.45 (first to
fifth). Three readings made the signals say what the texts leave out more often, and the figures became 0.546 at
0.951; 0.80 / 0.59 / 0.54 / 0.48 / 0.48 (the fifth writer's kept 0.928 -> 0.911): the game's start asked about
("how many tiles do we start with?") is an aspect only a setup passage speaks of (``content_check``); a Russian
imperfective "заканчивается" speaks of a supply running out; and for ``focus_count`` a spelled "one" ("за одно
посещение", "cada uno") is no number the passage must give, while the passage's heading gives its numbers to
its sentences ("2 Player Variant Exceptions"; ``answer_focus.kinds_met(loose_case=True)``, the rerank keeps the
strict reading). Measured and left out: ``effect`` (``named_effect``: what a named thing does or costs, asked of
a passage not about it) fired on 1 of 852 answerable and 21 of 410 unanswerable asks of the first four writers,
but on 6 of 180 answerable and 2 of 92 unanswerable asks of the fifth, who was not looked at while it was built;
weighed, it gave 0.524 leaving one game out and the fifth writer's kept 0.88, so it is reported, not weighed.
Word-level readings measured again and left out (they fire about as often on answerable asks): the question's
verb none of the best three passages accounts for (31% of answerable asks, 27% of unanswerable), any content word
the best passage's game never uses in the asker's language or its statements (48% / 65%), its most specific word
the best three passages lack (34% / 38%), a concept of another game than the best passage's (3.5% / 6.6%),
numbers none of the best three passages gives (1.4% / 7.3%); none lifted leave one writer out.

Branch abstain4 (#18): ``silent_topic`` (``silent_topics``): table talk no text of the best passage's game, in
any language, nor any statement of its rules speaks of: trading or lending between players, taking a move
back, a turn timer, turning a tile, teams, cheating, strategy, peeking or showing a hand, discarding at will,
another game named in any case ("in carcassonne..."), the kitchen, shopping, geography. On the five writers it
fired on 0 of 1032 answerable asks; weighed, leave one game out 0.538 -> 0.633 flagged at 0.954 kept, leave one
writer out 0.77 / 0.58 / 0.55 / 0.48 / 0.51 -> 0.88 / 0.65 / 0.66 / 0.52 / 0.69. Its cues were written after
reading those writers' near misses, so those are not clean figures: the clean one is bench/devset6, scored
untouched first (a sixth writer, not read while the cues were written): the topics fired on 4 of its 48
unanswerable and 0 of its 100 answerable questions, and its flagged / lost stayed 0.56 / 0.06 (main's too);
fitted on six writers, leaving the sixth out, 0.548 flagged with the signal and without. After reading devset6,
"discarding at will" joined the topics (three writers ask it); six writers, leave one game out 0.519 (main's
signals) -> 0.627 at 0.950 kept. Measured again on six writers and left out: ``effect``, ``numbers``,
``condition`` and ``focus`` (leave one game out 0.592 / 0.610 / 0.608 / 0.602 against 0.610 without them).

Branch abstain5 (#18), with a seventh writer (bench/devset7, Spanish first, 60 near misses of six kinds), scored
untouched first: the shipped model flagged 0.40 of its unanswerable asks and kept 0.92 of its answerable ones.
Main's signals refitted on seven writers: leave one game out 0.574 flagged at 0.952 kept; leave one writer out
0.87 / 0.63 / 0.64 / 0.52 / 0.66 / 0.61 / 0.40 (first to seventh). After reading the seventh writer's near misses
only, ``silent_topics`` read three more kinds of table talk (a price asked between players for a favour, a
placed piece taken back, the world off the table by its time and place) and a tie on the tie-break, and
``alien_term`` (``unaccounted``): another game's term, a phrase ("marcador de anillo" asked of Mycelium, "второй
шанс" of Gnome Hollow), in words the best passage's game never uses. Each fires on 0 of the 1432 answerable asks;
on the six earlier writers, not read for them (but the tie's Dutch cue, written after a third writer's
question), they fired on 12 more unanswerable asks. Leave one game out 0.624 at 0.952 kept; leave one writer
out 0.90 / 0.65 / 0.67 / 0.50 / 0.71 / 0.63 / 0.55 (the fourth writer's 0.517 -> 0.500 by its threshold; the
seventh's figure is in sample for the cues). Measured and left out: any one word of another game's concept the
best passage's game never uses (fires on 58 of 1432 answerable asks; 0.604), ``effect`` (0.569 against 0.574),
``condition``, ``focus``, ``numbers`` (0.574 / 0.576 / 0.572). The near misses still answered are cases just past
a rule (corner contact, an empty deck for one spirit, a tie inside a spirit's scoring), items named but never
described ("para qué sirve ...", whose passage names the item) and off-topic questions in the games' words.

Branch abstain6 (#18), measured on the seven writers' signals (python bench/calibrate.py --cache, replayed): main's
features refitted give leave one game out 0.613 flagged at 0.955 kept, leave one writer out 0.90 / 0.65 / 0.67 /
0.52 / 0.71 / 0.61 / 0.58 (first to seventh; "own 95%": each writer's flagged at the threshold keeping 95% of its
own answerable asks, 0.623 on average). Measured and left out, none moving either figure by more than noise (own 95%
0.618-0.637, the mean over writers at the other writers' threshold keeping 95.5%: 0.649-0.667 against 0.666): how
the ranking agrees on the best passage (its rank in the encoder's order within its game, the encoder's lead of its
nearest passage over the runner-up, the best sentence's cosine lift, distinct sections among the best five, the twin
among the best five, the encoder's nearest passage being the best one or its twin, its lexical score over the game's
best); and two readings of "named but never given" from the texts: a "how many / how much / what does it cost" whose
asked concept no sentence of the game's texts (any language) names beside a number (20 of 248 answerable count asks
and 16 of 253 unanswerable), a concept of the question no heading names and no passage names in two sentences (fires
on 39% of the answerable asks, 24% of the unanswerable). Pairwise products and hinges of the continuous signals, and
a stronger L2, gave 0.610-0.644 own 95% and at most 0.667 with the other writers' thresholds. A tree model (gradient
boosting, depth 3) over the same signals held 0.652 own 95% (the 23 reported and the 7 ranking ones: 0.670): the
logistic form leaves a little on the table; most of the gap to 0.80 is in what the signals read.

Branch abst14 (#18), nine writers, measured leave one writer out by ``bench/abstain_kinds.py`` (each writer judged
by a model and threshold fitted on the other writers only; pooled over writers, and at one shared lost share so
that two signal sets compare at the same cost). Main's signals: pooled 0.555 flagged at 0.035 lost, 0.478 / 0.584
flagged at 3% / 5% lost; per kind of devset7-9's near misses edge 0.21, scoring 0.36, etiquette 0.42, off-topic
0.54, item 0.57, other-game 0.57. Three readings of the question against the texts, together: pooled 0.590 at
0.040 lost, 0.526 / 0.615 at 3% / 5% lost; other-game 0.76, off-topic 0.68, edge 0.26, scoring 0.39, etiquette
0.44, item 0.57; leave one game out 0.570 at 0.951 kept -> 0.583 at 0.956 (python bench/calibrate.py): ``likened``
(``unaccounted.likened_elsewhere``: the question likens its rule to something the best passage's game never names,
"como en Catan", "like crowns in kingdomino", "как в обычном азуле"; 0 of 1832 answerable asks, 38 unanswerable;
alone 0.498 / 0.599), a reason asked for ("why ...?", "почему ...?") that no sentence of the best passage gives
with a "because" (the aspect ``reason`` of ``content_check``, read by ``answer_type``; 0 answerable, 9
unanswerable; alone 0.477 / 0.595), and an emptied supply read as one running out ("is op", "is leeg", "está
vacío", "колода пустая": 2 answerable asks whose best passage was not the settling one, 8 unanswerable; with the
reason 0.491 / 0.600). Its cues were written after reading the seventh to ninth writers' near misses; ``likened``
fires on the eighth and ninth writers' only (the others hardly liken), so its left-out figures rest on those two.
Measured and left out: a table's size asked as the player-count aspect ("¿se puede jugar a 2?", "играем
впятером"; 12 unanswerable asks, 1 answerable), 0.526 / 0.615 -> 0.516 / 0.616, noise. Not tried: more topic cues
for ``silent_topics`` (eating a real mushroom, who deals or keeps the score): a cue list read from the writers'
questions is in sample by construction. What is left in edge, scoring and etiquette is a rule's case the texts
leave open ("Eagle with an empty land deck", "two largest areas of one size"), whose best passage does speak of
each part: no signal here reads that the parts are never given together.

Branch abst17 (#18), the same nine writers, leave one writer out (``bench/abstain_kinds.py``; main's signals: pooled
0.599 flagged at 0.037 lost, 0.522 / 0.620 at 3% / 5% lost). Measured and left out, each added to the fifteen
weighed signals (pooled flagged at 3% / 5% lost; adding a signal that reads nothing moves the 3% figure by up to
0.04 either way, the 5% one by 0.01), readings of "the parts are never given together" first: the share of the
question's words the next two (four) passages of the best one's game account for beyond it, 0.517 / 0.623 (0.531 /
0.629); the words it lacks that another passage of its game has, 0.541 / 0.624, or that no passage of the game
accounts for, 0.543 / 0.624; the most any one passage of the game accounts for beyond the best one, 0.555 / 0.618;
the highest concept coverage of any passage of the game, 0.515 / 0.625, and its lead over the best passage's, 0.530
/ 0.618 (answerable asks 0.75, unanswerable 0.69: the texts do put the asked concepts together for most near
misses); the best sentence's share of the words, and the passage's share beyond it, 0.558 / 0.623. Of the best
passage: its length, 0.531 / 0.623, its concept tags, 0.560 / 0.614, its game, 0.558 / 0.624; its best sentence's
cosine, 0.522 / 0.620, and lift over the passage's, 0.536 / 0.620. The encoder on what is left: the words the best
passage does not account for, encoded alone, their cosine's lift over the game's mean at the best passage, 0.558 /
0.616, the game's best passage's lead over it, 0.549 / 0.619, the best passage's rank by it, 0.542 / 0.617. The
question's most specific concept (its game's, highest IDF): missing from the best passage, 0.523 / 0.619, named in
its heading, 0.556 / 0.617, or first sentence, 0.503 / 0.616, how many of the game's passages name it, 0.535 /
0.617. ``answer_type`` and ``focus_count`` read over the best two or three passages of the game (firing only when
none states the aspect, as ``silent_topic`` reads the game): 0.516-0.545 / 0.596-0.615. Gradient boosting (depth 2,
100 trees, its threshold from an inner leave one writer out) over the fifteen: 0.552 / 0.610. And one left out
though it helps: the best passage in another language than the question's, 0.562 / 0.630 (leave one game out 0.584
-> 0.594 at 0.955 kept): every writer put more of their answerable questions across languages (0.76-0.92 of their
answerable asks, 0.55-0.74 of their unanswerable ones; devset9's README: 88 of its 100 by design), so its weight
reads how the sets were written, not whether the texts settle a question. A topic cue of ``silent_topics`` the
game's own texts say word for word ("2 на 2", the team cue, in Solstis's "квадрат 2 на 2") left unfired: one
answerable question kept, one near miss ("Солстис можно играть вчетвером, 2 на 2?") lost. Also flat: how much of the
question's concept evidence (``which_game.concept_evidence``) points to the best passage's game, 0.564 / 0.613, none
at all, 0.555 / 0.615, the dense side's lead of that game, 0.532 / 0.619; the pronouns, particles and Spanish
function words of a question left out of its content words (the answerable questions' best passage, when it is the
gold one, leaves 30% of their content words unaccounted, "меня", "solo", "mee", "i'm" among the most frequent),
refitted 0.546 / 0.620 and R@1 unchanged; the reported signals weighed again on nine writers (``effect`` 0.544 /
0.622, ``numbers``, ``condition``, ``focus``, ``missing``, ``dense_z``, ``sentence``, ``lexical``, ``dense``:
0.518-0.546 / 0.616-0.625). What carries the model, leaving one weighed signal out at a time: ``answer_type`` (0.620
-> 0.541 at 5% lost), ``silent_topic`` (0.539), ``focus_count`` (0.558), then ``coverage``, ``likened``,
``focus_limit``, ``contents`` (0.596-0.608); each of the others moves it by 0.01 or less. The readings of what a
question asks that a passage must say outright carry it; the ranking's and the word shares' continuous signals are
spent.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, fields


@dataclass(frozen=True)
class Signals:
    dense: float  # encoder cosine of the best passage to the question (raw, before any centring)
    dense_lift: float  # that cosine minus the mean cosine of the best passage's game
    lexical: float  # BM25 + concept-tag score of the best passage (raw)
    coverage: float  # IDF-weighted share of the question's rule concepts the best passage is tagged with
    sentence: float  # the same share for its best sentence
    concepts: float  # how many rule concepts (not a game's name) the question names
    unknown: float  # share of its content words that name no concept and occur nowhere in the game's texts
    missing: float = 0.0  # IDF-weighted share of its content words the best passage does not account for
    numbers: float = 0.0  # share of the numbers it states that the best passage does not give
    answer_type: float = 0.0  # 1: it asks for a duration or an age and the best passage states none
    count: float = 0.0  # 1: it asks "how many" and no sentence of the best passage gives a number for its words
    gap: float = 0.0  # fused score of the best passage minus the second's (after the rerank)
    dense_z: float = 0.0  # the best passage's cosine in standard deviations above its game's mean
    bridged: float = 0.0  # share of its content words unaccounted for, in the asker's language too (unaccounted)
    foreign_name: float = 0.0  # 1: it names something no text or statement does ("In Catan, ...")
    focus: float = 0.0  # share of the kinds of answer it asks for (answer_focus) the best passage does not state
    focus_count: float = 0.0  # 1: it asks how many and no sentence of the best passage gives that (answer_focus)
    focus_limit: float = 0.0  # 1: it asks for a bound ("is there a limit...") and the best passage states none
    condition: float = 0.0  # share of its condition's words ("... if Y?") the best passage does not account for
    contents: float = 0.0  # 1: it asks what a deck, the bag, the box holds and the best passage never counts that
    effect: float = 0.0  # 1: it asks what a named thing does, shows or costs and the best passage is not about it
    silent_topic: float = 0.0  # 1: it asks about table talk (trading, undo, a timer...) no text of the game speaks of
    alien_term: float = 0.0  # 1: it names another game's term (a phrase) in words the best passage's game never uses
    likened: float = 0.0  # 1: it likens its rule to something ("como en Catan") the best passage's game never names
    foreign: bool = False  # the question is in a language the tool does not read

    def vector(self) -> list[float]:
        return [getattr(self, f) for f in FEATURES]

    def to_json(self) -> dict:
        # its fields are numbers: asdict's deep copy of each took 0.09 ms of every warm question, this 0.01
        return {f.name: getattr(self, f.name) for f in fields(self)}


# Standardised inputs (MEAN, SCALE) of the logistic model; ANSWER_MIN is the least confidence that counts as
# an answer: in sample it keeps the share of the answerable dev questions that keeps 95% of them answered out
# of sample (leave one game out). Regenerate after any change to the ranking or the signals, in one command:
#     python bench/calibrate.py --write
# --- fitted by bench/calibrate.py --write: do not edit by hand ---
# Fitted on the dev sets (2830 asks: 1832 answerable, 998 unanswerable; 352 by the first writer, 293 by the second
#   writer, 359 by the third writer, 258 by the fourth writer, 272 by the fifth writer, 293 by the sixth writer, 310
#    by the seventh writer, 347 by the eighth writer, 346 by the ninth writer).
# Out of sample:
# leave one game out (each threshold keeping 96.5% in its own sample): answerable kept 0.956, unanswerable flagged
#   0.583
#   gnome-hollow   answerable kept 0.945, unanswerable flagged 0.625
#   mycelium       answerable kept 0.933, unanswerable flagged 0.545
#   none           flagged 0.700
#   queens-garden  answerable kept 0.983, unanswerable flagged 0.482
#   solstis        answerable kept 0.980, unanswerable flagged 0.602
# leave one writer out, the eighth writer's asks: answerable kept 0.920, unanswerable flagged 0.429
# leave one writer out, the fifth writer's asks: answerable kept 0.933, unanswerable flagged 0.663
# leave one writer out, the first writer's asks: answerable kept 0.990, unanswerable flagged 0.817
# leave one writer out, the fourth writer's asks: answerable kept 0.960, unanswerable flagged 0.500
# leave one writer out, the ninth writer's asks: answerable kept 0.935, unanswerable flagged 0.534
# leave one writer out, the second writer's asks: answerable kept 1.000, unanswerable flagged 0.654
# leave one writer out, the seventh writer's asks: answerable kept 0.950, unanswerable flagged 0.555
# leave one writer out, the sixth writer's asks: answerable kept 0.955, unanswerable flagged 0.570
# leave one writer out, the third writer's asks: answerable kept 0.990, unanswerable flagged 0.679
FEATURES = (
    "dense_lift",
    "coverage",
    "concepts",
    "unknown",
    "bridged",
    "answer_type",
    "count",
    "gap",
    "foreign_name",
    "focus_count",
    "focus_limit",
    "contents",
    "silent_topic",
    "alien_term",
    "likened",
)
MEAN = (
    0.0433,
    0.6681,
    2.7131,
    0.2128,
    0.3498,
    0.0788,
    0.0286,
    0.5531,
    0.0191,
    0.0728,
    0.0134,
    0.0148,
    0.0551,
    0.0032,
    0.0134,
)
SCALE = (
    0.0252,
    0.2798,
    1.7935,
    0.1998,
    0.2509,
    0.2694,
    0.1667,
    0.613,
    0.1368,
    0.2598,
    0.1151,
    0.1209,
    0.2282,
    0.0563,
    0.1151,
)
WEIGHTS = (
    0.1021,
    0.4296,
    0.5136,
    0.1914,
    -0.4456,
    -0.6859,
    -0.0794,
    0.1248,
    -0.0841,
    -0.7199,
    -0.2329,
    -0.7065,
    -0.9028,
    -0.1395,
    -0.6676,
)
BIAS = -0.1148
ANSWER_MIN = 0.2533
# --- end of the fitted constants ---


def confidence(s: Signals) -> float:
    """P(the best passage settles the question), 0 for a question in a language the tool does not read."""
    if s.foreign:
        return 0.0
    z = BIAS + sum(w * (x - m) / sd for w, x, m, sd in zip(WEIGHTS, s.vector(), MEAN, SCALE, strict=True))
    return 1.0 / (1.0 + math.exp(-max(min(z, 50.0), -50.0)))


def answered(conf: float) -> bool:
    return conf >= ANSWER_MIN


def unrelated(s: Signals, concepts: int) -> bool:
    """Nothing of the question is a game's: no concept of any bank, the common ones included ("x", "7", "What
    time is it?", "Hoe laat is het?"), or nothing in any text at all (no word the lexical side matches); only the
    encoder's nearest passage, which every string has, or a word like "time". Asked of no game in particular, it
    is no rules question. On the dev sets, asked without their game: 63 of the 570 unanswerable questions have no
    concept (62 flagged already, the 63rd now), 3 of the 916 answerable ones (one answered: "What ends the game?",
    whose "ends the game" the common bank now names); the empty-signal ones that name their game ("When does a
    game of Gnome Hollow end?") are asked of that game."""
    return concepts == 0 or (s.lexical == 0 and s.concepts == 0 and s.coverage == 0)
