"""Kinds of one thing: a question about one is not answered by what is said of another.

"What is my dog's name?" is not answered by "I have a cat called Mochi", nor "Do I have a
parrot?" by "We used to have a hamster", nor "What colour is my bedroom?" by "My kitchen is
painted yellow": the dog and the cat are two kinds of one thing (an animal one keeps), and a
memory naming another kind than the asked one, and not the asked one, speaks of something else.
A memory naming no kind at all ("She's a Siamese, my cat" names the cat; "Officially I'm a data
analyst" names none) is left to the other checks. Relations (sister, son, boss) have their own
list (:data:`yeastlab.core.text.RELATIONS`), where any relation not said is another person.

:data:`FIELDS`: closed classes of everyday English nouns, a field per line, synonyms of one kind
joined by ``/`` (a "puppy" is a dog, a "kitten" a cat). The field's own name ("pet",
"instrument", "vehicle", "room") is no kind: "What is my pet's name?" is answered by "our dog
is called Rufus".
"""

from __future__ import annotations

from yeastlab.core.text import stem

__all__ = ["FIELDS", "HYPERNYMS", "kinds_of", "another_kind", "held_by_field"]

_FIELDS_TEXT = """
pet/animal: dog/puppy/pup cat/kitten/kitty hamster parrot rabbit/bunny budgie tortoise turtle ferret
    pony horse goldfish gerbil guinea snake lizard
vehicle: car motorbike/motorcycle bike/bicycle van truck/lorry scooter boat caravan/campervan
    tractor
room: kitchen bedroom bathroom lounge garage garden/yard attic/loft basement/cellar hallway
    conservatory balcony porch shed
instrument: piano guitar violin/fiddle cello flute clarinet trumpet saxophone/sax drums/drum harp
    ukulele banjo trombone oboe accordion harmonica
device/gadget: phone/smartphone laptop tablet/ipad computer/desktop smartwatch tv/television camera
    printer console/playstation/xbox kindle
"""


def _parse(text: str) -> dict[str, tuple[frozenset[str], ...]]:
    """Field per line (a line without ``field:`` goes on the one before)."""
    fields: dict[str, tuple[frozenset[str], ...]] = {}
    field = ""
    for line in text.strip().splitlines():
        if ":" in line:
            field, line = (part.strip() for part in line.split(":", 1))
            field = field.split("/")[0]
            fields[field] = ()
        fields[field] += tuple(
            frozenset(stem(w) for w in group.split("/")) for group in line.split()
        )
    return fields


#: Field → its kinds, each the stems of its words (see the module docstring).
FIELDS: dict[str, tuple[frozenset[str], ...]] = _parse(_FIELDS_TEXT)
#: The stems naming each field ("pet", "animal"; "instrument"): no kind of it.
HYPERNYMS: dict[str, str] = {
    stem(word): line.split(":")[0].split("/")[0].strip()
    for line in _FIELDS_TEXT.strip().splitlines()
    if ":" in line
    for word in line.split(":")[0].strip().split("/")
}


def kinds_of(stems: set[str] | frozenset[str]) -> set[tuple[str, int]]:
    """The kinds (field, index) among ``stems``."""
    return {
        (field, n)
        for field, kinds in FIELDS.items()
        for n, words in enumerate(kinds)
        if words & stems
    }


def another_kind(asked: set[str] | frozenset[str], said: set[str] | frozenset[str]) -> bool:
    """Whether ``said`` (a memory's stems) names another kind of a field ``asked`` (a
    question's stems) names a kind of, and not the asked one: the memory speaks of something
    else."""
    wanted, have = kinds_of(asked), kinds_of(said)
    missing = wanted - have
    return any(field == f for field, _ in missing for f, _ in have - wanted)


def held_by_field(head: str, said: set[str] | frozenset[str]) -> bool:
    """Whether ``said`` names a kind of the field ``head`` (a stem) names: "the clarinet" for
    "What instrument do I play?"."""
    field = HYPERNYMS.get(head)
    return field is not None and any(f == field for f, _ in kinds_of(said))
