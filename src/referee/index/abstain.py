"""Whether the best passage settles the question, as a probability: the lookup's ``confidence``, and
``answered`` when it clears a threshold. Below it the answer says the texts do not settle the question and
shows the nearest passages as related only.

A logistic model over signals of the ranking that do not depend on the min-max scaling of the fused score
(which makes every best passage score 1): how close the best passage is in the encoder's space against the
rest of its game, how many of the question's concepts it is tagged with, how many rule concepts the question
names at all, how far it leads the runner-up; and over what the best passage holds of the question
(``content_check``): its content words accounted for (lemma-aware, across languages through the concepts),
an aspect asked about (a duration, a supply running out, a tie...) that the passage never speaks of, a "how
many" with no number beside the thing counted. The weights are fitted on the dev sets only (bench/devset,
bench/devset-blind, bench/devset2 and their unanswerable files) by ``bench/calibrate.py``, which prints this
table and how it holds out of sample; the frozen blind set never enters it.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass


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
    foreign: bool = False  # the question is in a language the tool does not read

    def vector(self) -> list[float]:
        return [getattr(self, f) for f in FEATURES]

    def to_json(self) -> dict:
        return asdict(self)


# Standardised inputs (MEAN, SCALE) of the logistic model; ANSWER_MIN is the least confidence that counts as
# an answer: in sample it keeps the share of the answerable dev questions that keeps 95% of them answered out
# of sample (leave one game out). Regenerate after any change to the ranking or the signals, in one command:
#     python bench/calibrate.py --write
# --- fitted by bench/calibrate.py --write: do not edit by hand ---
FEATURES = ("dense_lift", "coverage", "concepts", "unknown", "missing", "answer_type", "count", "gap")
MEAN = (0.0453, 0.6384, 2.6016, 0.1937, 0.4908, 0.107, 0.031, 0.4433)
SCALE = (0.0244, 0.2954, 1.7479, 0.2111, 0.2517, 0.3091, 0.1733, 0.5114)
WEIGHTS = (0.4697, 0.7636, 0.5054, -0.0887, -0.6631, -0.7171, -0.5878, 0.0096)
BIAS = 0.163
ANSWER_MIN = 0.3191
# --- end of the fitted constants ---


def confidence(s: Signals) -> float:
    """P(the best passage settles the question), 0 for a question in a language the tool does not read."""
    if s.foreign:
        return 0.0
    z = BIAS + sum(w * (x - m) / sd for w, x, m, sd in zip(WEIGHTS, s.vector(), MEAN, SCALE, strict=True))
    return 1.0 / (1.0 + math.exp(-max(min(z, 50.0), -50.0)))


def answered(conf: float) -> bool:
    return conf >= ANSWER_MIN
