from dataclasses import dataclass
@dataclass
class Cfg:
    port: int
    host: str = "localhost"
c = Cfg(port=80, hots="x")
