"""Abstract base classes for containers (placeholder until written)."""
