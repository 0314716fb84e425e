try:
    import logging
except ImportError:
    import logging
import sys

logging.warning("no config %s", 1)
log = logging.getLogger("app")
log.warning("app warning %d", 42)
log.info("hidden")
log.error("error %r", "x")
logging.basicConfig(level=logging.DEBUG, stream=sys.stdout)
log.debug("debug %s %s", 1, 2)
log.info("info")
logging.info("root info")
logging.critical("crit")
logging.log(25, "level 25")
print(logging.getLevelName(25), logging.getLevelName("INFO"), logging.getLevelName(10))
print(log, logging.getLogger(), logging.root.handlers)
