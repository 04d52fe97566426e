"""The text toolkit every layer shares: folding and tokens (``tokens``), per-language stems (``stem``),
build-time lemmas (``lemmas``: spaCy lookups and pymorphy3, imported lazily) and the one lexical scorer
(``bm25``). A base package: it imports nothing of the project beyond ``referee.languages``."""
