"""The rulebook's variants: the Emsporium, the Hero Tavern (with Legends), Team and 2 Player."""
