"""The fixed reference set an embedder is calibrated on (:mod:`yeastlab.backends.calibration`).

Thirty topics of five short sentences each, written for this package. In every topic the first
two sentences are a **paraphrase pair** (one fact, different words); the other three say other
things about the same topic (the calibration frames them as memories are stored: a gist, an
offline conversation reflection naming the topic, a logged user message). Sentences of
different topics are **unrelated pairs**. Changing a sentence changes every calibration computed
from now on (the set's digest is recorded with each calibration, and a store keeps the
calibration it was given), so edit it only with a reason.
"""

from __future__ import annotations

__all__ = ["TOPICS"]

#: topic name → five sentences; sentences 0 and 1 are paraphrases of each other.
TOPICS: dict[str, tuple[str, str, str, str, str]] = {
    "gardening": (
        "I water the tomato plants every evening after work.",
        "Each evening when I get home I give the tomatoes some water.",
        "The basil on the balcony needs more sunlight than it gets.",
        "Slugs ate half of the lettuce seedlings last week.",
        "We are planning a raised bed for carrots next spring.",
    ),
    "budget": (
        "Our budget for the new server cluster is forty thousand euros.",
        "We can spend 40,000 euros on the new server cluster.",
        "Finance wants the hardware costs approved before the end of the quarter.",
        "The licence fees went up by twelve percent this year.",
        "Any purchase above five thousand euros needs the director's signature.",
    ),
    "cooking": (
        "My grandmother's lasagna recipe uses three kinds of cheese.",
        "The lasagna my grandma makes has three different cheeses in it.",
        "I always let the dough rest for an hour before rolling it out.",
        "Too much salt ruined the soup I made on Sunday.",
        "A cast iron pan gives the steak a better crust.",
    ),
    "astronomy": (
        "Jupiter is the largest planet in the solar system.",
        "No planet orbiting our sun is bigger than Jupiter.",
        "The telescope needs a dark site far from the city lights.",
        "A lunar eclipse happens when the earth's shadow covers the moon.",
        "The Andromeda galaxy is visible to the naked eye in autumn.",
    ),
    "commuting": (
        "The train to the office takes forty minutes each way.",
        "My commute by rail is about forty minutes in each direction.",
        "On rainy days the buses are always late and crowded.",
        "I cycle to the station when the weather is good.",
        "Parking near the office costs twenty euros a day.",
    ),
    "health": (
        "The doctor told me to reduce my blood pressure with less salt.",
        "My physician said eating less salt would lower my blood pressure.",
        "I have had a sore knee since the marathon in April.",
        "The flu vaccine is offered at the pharmacy every October.",
        "Sleeping eight hours a night helps my headaches.",
    ),
    "programming": (
        "The unit tests fail because the database fixture is not reset.",
        "Tests break since nobody resets the database fixture between them.",
        "We moved the build from Travis to GitHub Actions.",
        "Type hints caught three bugs in the parser last month.",
        "The API returns a 500 error when the token has expired.",
    ),
    "pets": (
        "Our dog gets anxious during thunderstorms and hides under the bed.",
        "When there is thunder, our dog panics and crawls under the bed.",
        "The cat only eats the salmon flavoured food.",
        "We take the puppy to obedience classes on Saturdays.",
        "The vet said the parrot can live for fifty years.",
    ),
    "travel": (
        "We booked a flight to Lisbon for the second week of June.",
        "Our plane tickets to Lisbon are for mid June, the second week.",
        "The hotel in Porto has a view over the river.",
        "I always lose my passport somewhere in the airport.",
        "Renting a car on the islands is cheaper in the off season.",
    ),
    "music": (
        "I have been learning to play the cello for two years.",
        "For the past two years I have taken cello lessons.",
        "The orchestra rehearses on Thursday nights in the school hall.",
        "Bach's suites are the hardest pieces I have tried.",
        "My neighbour complains when I practise scales late at night.",
    ),
    "compliance": (
        "All customer data must be stored in data centres inside the European Union.",
        "Customer records have to stay in EU-based data centres.",
        "The auditors check our access logs once a year.",
        "Personal data is deleted thirty days after a contract ends.",
        "Every employee completes privacy training when they join.",
    ),
    "weather": (
        "It has rained every day this week in the north.",
        "The north has had rain on each day of this week.",
        "A heatwave is forecast for the weekend with thirty-eight degrees.",
        "Fog closed the airport for three hours this morning.",
        "Snow is rare here before the middle of December.",
    ),
    "football": (
        "Our team lost the final two goals to one after extra time.",
        "The final went to extra time and we were beaten 2-1.",
        "The new striker scored in each of his first five games.",
        "Season tickets for the stadium sold out in a day.",
        "The coach was fired after the third defeat in a row.",
    ),
    "housing": (
        "We are moving to a bigger flat near the park in March.",
        "In March we move into a larger apartment close to the park.",
        "The landlord raised the rent by eighty euros a month.",
        "The heating in the bedroom has been broken since November.",
        "Our neighbours renovate their kitchen every weekend.",
    ),
    "language": (
        "I am studying Japanese for a trip to Osaka next year.",
        "I'm learning Japanese because I am travelling to Osaka next year.",
        "Kanji are much harder to remember than the two syllabaries.",
        "My tutor corrects my grammar over video calls.",
        "Spanish verbs have more tenses than English ones.",
    ),
    "savings": (
        "I put two hundred euros into a savings account every month.",
        "Each month two hundred euros go into my savings.",
        "The mortgage rate is fixed for ten years.",
        "Credit card interest is the most expensive debt I have.",
        "We compare electricity tariffs every winter.",
    ),
    "chemistry": (
        "Water boils at one hundred degrees Celsius at sea level.",
        "At sea level the boiling point of water is 100 °C.",
        "Sodium reacts violently when it touches water.",
        "The lab requires goggles for every titration.",
        "Catalysts speed up a reaction without being consumed.",
    ),
    "meetings": (
        "The weekly team meeting moved from Monday to Tuesday morning.",
        "We now hold the weekly team meeting on Tuesday mornings instead of Mondays.",
        "Nobody reads the agenda before the planning session.",
        "The quarterly review runs over time every single quarter.",
        "Remote colleagues cannot hear the people at the far end of the room.",
    ),
    "car": (
        "The car needs new winter tyres before the first frost.",
        "Before it freezes I have to put winter tyres on the car.",
        "The engine warning light came on during the motorway drive.",
        "Our electric car charges overnight in the garage.",
        "The insurance premium doubled after the accident.",
    ),
    "history": (
        "The Berlin Wall fell in November 1989.",
        "In November of 1989 the wall dividing Berlin came down.",
        "The Roman aqueducts carried water over long distances.",
        "The printing press spread books across Europe within decades.",
        "Many medieval castles were built on hills for defence.",
    ),
    "support": (
        "Customers complain that refunds take more than two weeks.",
        "People say their refunds arrive only after more than fourteen days.",
        "The support chat is staffed from eight in the morning to six.",
        "Most tickets are about forgotten passwords.",
        "We answer every email within one working day.",
    ),
    "fitness": (
        "I run five kilometres three times a week.",
        "Three times each week I go for a 5 km run.",
        "The gym is crowded between six and eight in the evening.",
        "Stretching after training stops my calves from cramping.",
        "My swimming coach wants me to improve my breathing.",
    ),
    "education": (
        "My daughter starts secondary school in September.",
        "In September our girl begins secondary school.",
        "The teachers went on strike over class sizes.",
        "Homework takes him two hours on most evenings.",
        "The university raised its tuition fees again.",
    ),
    "shopping": (
        "I buy groceries at the market on Saturday mornings.",
        "On Saturday mornings I do my grocery shopping at the market.",
        "The shoes I ordered online were a size too small.",
        "The supermarket stopped selling my favourite cereal.",
        "Sales in January never have anything I actually need.",
    ),
    "security": (
        "Passwords must be rotated every ninety days on the company network.",
        "On the corporate network everyone has to change passwords every 90 days.",
        "The phishing email looked like a message from the bank.",
        "Two-factor authentication is required for the VPN.",
        "The firewall blocks traffic from unknown countries.",
    ),
    "photography": (
        "I shoot landscapes with a wide-angle lens at sunrise.",
        "At dawn I photograph landscapes using a wide-angle lens.",
        "The camera's autofocus struggles in low light.",
        "I edit my pictures in the evening on a calibrated monitor.",
        "Film photography is making a comeback among students.",
    ),
    "family": (
        "My brother is getting married in August in Scotland.",
        "In August my brother's wedding takes place in Scotland.",
        "My parents visit us every Christmas.",
        "My aunt still writes letters by hand.",
        "The cousins meet at the lake house each summer.",
    ),
    "energy": (
        "Solar panels on the roof cover half of our electricity use.",
        "Half of the power we use comes from the panels on our roof.",
        "The heat pump is quieter than the old gas boiler.",
        "Wind farms produce most of the country's power in winter.",
        "Insulating the attic cut our heating bill.",
    ),
    "reading": (
        "I read a chapter of a novel every night before sleeping.",
        "Every night before bed I read one chapter of a novel.",
        "The book club chose a Russian classic this month.",
        "E-readers are easier to carry on long trips.",
        "The library fines were abolished last year.",
    ),
    "logistics": (
        "The shipment from Rotterdam is delayed by four days.",
        "Goods coming from Rotterdam will arrive four days late.",
        "The warehouse is running out of pallet space.",
        "Customs paperwork is needed for every parcel outside the union.",
        "Our trucks are tracked by GPS in real time.",
    ),
}
