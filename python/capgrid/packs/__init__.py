"""Built-in case packs shipped with capgrid."""
