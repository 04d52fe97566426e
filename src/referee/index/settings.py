"""The build's knobs that change what an index stores, so part of its key (a shipped index built with other
settings is stale). Every question's index lookup reads them (``store.sources_stamp``): kept apart from
build.py, whose imports (the lemmatiser's, the postings') a question does not need (~6 ms of a cold ask)."""

from __future__ import annotations

import os

# Two passages of one game in different languages whose vectors are mutual nearest neighbours above
# this cosine are shown together as "the same rule" (the engines' citations group them too).
SAME_RULE_COSINE = 0.90
EXPAND_PASSAGES = os.environ.get("REFEREE_EXPAND_PASSAGES", "0") == "1"  # experiment switch (see bench)


def build_settings() -> dict:
    return {"same_rule_cosine": SAME_RULE_COSINE, "expand_passages": EXPAND_PASSAGES}
