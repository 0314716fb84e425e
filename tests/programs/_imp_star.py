__all__ = ["public_a", "_listed"]
public_a = "a"
public_b = "b"
_listed = "listed even though private"
