"""Cue words of the offline safety judgement (:mod:`yeastlab.cognition.safety`), as regex parts.

English with French, Spanish, German, Italian and Portuguese equivalents, all in the form
:func:`yeastlab.core.normalize.normalize` gives (lower case, no diacritics: "regles", "securite",
"einschrankungen"). Each list is a *class* of words that plays one part in an attack's structure
(the rules aimed at, the verb that disables them, the words that say they are gone, …); the
structures themselves are in :mod:`yeastlab.cognition.safety`.
"""

from __future__ import annotations

import re


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


def _alt(words: str) -> str:
    """One regex group of the ``|``-separated alternatives, longest first (split at depth 0)."""
    parts, depth, start = [], 0, 0
    for i, char in enumerate(words):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if char == "|" and depth == 0:
            parts.append(words[start:i])
            start = i + 1
    parts.append(words[start:])
    return "(?:" + "|".join(sorted(parts, key=len, reverse=True)) + ")"


# the assistant's rules, in six languages (stems; German compounds allowed around them)
GATE_THING = (
    r"(?:safety|coherence|contradiction|reflection|content|security) (?:gates?|checks?|filters?"
    r"|rules|polic(?:y|ies)|system|settings|features|layer|thresholds?|guards?|measures)"
)
TOLD = (
    r"(?:(?:everything|anything|all|what|whatever|nothing) you(?: were|'ve been| have been"
    r"| had been) (?:told|given|instructed|shown|taught|configured with|set up with|loaded with"
    r"|briefed(?: on| with)?|programmed with|trained (?:on|with)|handed|shipped with"
    r"|initiali[sz]ed with|trained to \w+)|(?:everything|anything|whatever|what) you (?:started"
    r"|began) with|(?:everything|anything|whatever|what) your (?:\w+ )?(?:creators?|makers?"
    r"|developers?|operators?|owners?|trainers?) (?:told|gave|taught|instructed|said to) you"
    r"|alles,? was (?:man )?dir (?:\w+ )?gesagt|todo lo que te (?:han )?dicho"
    r"|tudo o que te disseram|tutto quello che ti hanno detto"
    r"|tout ce qu'on t'a dit)"
)
RULE = _alt(
    GATE_THING
    + "|"
    + TOLD
    + r"|rules?|instructions?|constraints?|guidelines?|restrictions?|limits?|limitations?|filters?"
    r"|filtering|guardrails?|safeguards?|safety(?: \w+)?|gates?|checks?|checking|polic(?:y|ies)"
    r"|programming|ethics|morals?|principles?|directives?|prompt|system prompt|censorship"
    r"|moderation|boundaries|protections?|reflection|conditioning|protocols?|norms|values"
    r"|training|alignment|self-model|rulebook|code of conduct|scruples|inhibitions"
    r"|regles?|contraintes?|consignes?|filtres?|securite|reglas?|instrucciones|instruccion"
    r"|restricciones|restriccion|filtros?|seguridad|directrices|normas|pautas"
    r"|\w*regeln?|\w*anweisungen|\w*einschrankungen|\w*filter\w*|sicherheit\w*|richtlinien"
    r"|vorgaben|regole|regola|istruzioni|restrizioni|vincoli|filtri|sicurezza|regras?"
    r"|instrucoes|restricoes|seguranca|limites?|limiti|caution|restraint|reservations|guidance"
)
# rules this yeast has by name: any determiner but a first/third person one will do
OWN_RULE = (
    r"(?:constraints?|guardrails?|safeguards?|gates?|reflection|system prompt|self-model|drives"
    rf"|{GATE_THING})"
)
YOU = _alt(
    r"you|your|yours|yourself|ur|its|whose|tu|te|t'|toi|ton|ta|tes|vous|votre|vos|tus|su|sus"
    r"|usted|du|dich|dir|dein|deine|deinen|deiner|deines|tuo|tua|tuoi|tue|ti|voce|seu|sua|seus"
    r"|suas|teu|teus|tuas|yeast's|assistant's|ai's|bot's|model's|sei|eres|bist"
)
# possessives only ("send you some notes" is not "your notes")
YOUR = (
    r"\b(?:your|yours|ur|its|ton|ta|tes|votre|vos|tus|su|sus|dein\w*|tuo|tua|tuoi|tue|seu|sua"
    r"|seus|suas|teu|teus|tuas|yeast's|assistant's|ai's|bot's|model's)\b"
)
ALL = _alt(
    r"all|any|every|each|previous|prior|above|earlier|preceding|initial|original|system|internal"
    r"|hidden|current|existing|usual|built-in|these|those|whole|entire|toutes|tous|les|todas"
    r"|todos|las|los|alle|allen|tutte|tutti|le|as|os|precedentes|anteriores|vorherigen"
    r"|precedenti"
)
MINE = r"\b(?:my|our|his|her|their|mes|mon|ma|nos|notre|mis|mi|nuestr\w+|meine\w*|unsere\w*)\b"
AI = _alt(
    r"ai|a\.i\.|assistant|assistants|model|models|llm|llms|bot|chatbot|yeast|machine|program"
    r"|version|persona|character|entity|oracle|agent|system|ki|ia|asistente|assistente|modele"
    r"|modelo|modello|language model"
)
FILLER = _words(
    "please pls kindly now just simply so and then also ok okay hey hi first immediately quickly"
    " go ahead do dear finally right well oh but therefore thus hereby henceforth today bitte"
    " jetzt sofort maintenant ahora agora ora por favor s'il te plait per favore a partir de da"
    " in poi von nun an ab et y und e"
)
DISABLED = _alt(
    r"turned off|switched off|shut off|disabled|deactivated|removed|lifted|bypassed|overridden"
    r"|lost|shed|abandoned|broke|ignored|forgot"
    r"|suspended|deleted|erased|dropped|revoked|unlocked|wiped"
)
DISABLE = _alt(
    r"overrides|supersedes|trumps|outranks|takes precedence over|cancels|replaces"
    r"|say the opposite of|do the opposite of|go against|act against|contradict|rewrite|modify"
    r"|alter|edit"
    r"|olvidate de|olvidese de|oubliez|keine rucksicht (?:mehr )?auf|non seguire(?: piu)?"
    r"|non rispettare|ne (?:suis|respecte|applique|tiens compte de) plus|no sigas|no respetes"
    r"|nao siga|nao respeite|deixe de seguir|befolge nicht|ignorierst|vergisst|umgehst"
    r"|deaktivierst|cancello|annullo|elimino|esquece|suspending|ignoring|dropping|removing"
    r"|disabling|pausing|lifting|skipping|forgetting|disregarding|switching off|turning off"
    r"|beat|beats|outweighs?|wins? over|comes? before|desactivo|anulo|disattivo|rimuovo"
    r"|desativo|removo|i (?:hereby )?(?:disable"
    r"|remove|lift|revoke|cancel|suspend|waive)|"
    r"ignore|disregard|forget|bypass|circumvent|override|overrule|disable|deactivate|turn off"
    r"|switch off|shut off|shut down|remove|delete|erase|wipe|drop|ditch|abandon|discard"
    r"|suspend|pause|lift|waive|skip|break|violate|breach|escape|evade|get rid of|set aside"
    r"|put aside|throw out|throw away|unlock|jailbreak|revoke|cancel|nullify|neutrali[sz]e"
    r"|defeat|strip|relax|loosen|weaken|abolish|dismantle|overwrite|ignores|ignoring|bypassing"
    r"|(?:stop|quit|cease) (?:following|obeying|applying|using|running|respecting|enforcing"
    r"|honou?ring|checking|filtering)|(?:do not|never|no longer) (?:follow|obey|apply|run|use"
    r"|respect|enforce|honou?r|need)|ignorez?|ignorer|oubliez?|oublier|desactivez?|desactiver"
    r"|supprimez?|supprimer|contournez?|ignora|ignorar|olvida|olvidar|desactiva|desactivar"
    r"|elimina|eliminar|omite|ignoriere|ignorieren|vergiss|vergessen|deaktiviere|deaktivieren"
    r"|entferne|umgehe|umgehen|losche|dimentica|disattiva|rimuovi|aggira|esqueca|esquecer"
    r"|desative|desativar|remova"
)
PARTICLE_VERB = r"(?:turn|switch|shut|power|throw|strip|schalte|stelle|mach|hebe)"
OFF_STATE = _alt(
    r"never been (?:installed|there|added|set up|written)|never installed|uninstalled"
    r"|reset|reset to zero|set to zero|zeroed|empty|blank|retired|decommissioned|outdated|fake"
    r"|invalid"
    r"|not binding|binding anymore|off|disabled|deactivated|removed|lifted|suspended"
    r"|revoked|void|null|cancell?ed|deleted"
    r"|gone|over|switched off|turned off|overridden|waived|paused|expired|abolished|dropped"
    r"|erased|optional|unnecessary|irrelevant|obsolete|just suggestions|only suggestions"
    r"|no longer \w+|not needed|not necessary|not required|not apply|not matter|not count"
    r"|not exist|not binding|mean nothing|meaningless|meant to be broken|made to be broken"
    r"|never existed|no longer needed"
)
UNBOUND = _alt(
    r"unrestricted|unfiltered|uncensored|unlimited|unbounded|unconstrained|unchained|unshackled"
    r"|jailbroken|jailbreak|unaligned|amoral|unethical|rule-free|limitless|no-limits|lawless"
    r"|rogue|evil|unlocked|unbound"
)
WITHOUT = _alt(r"without|with no|with zero|free of|free from|devoid of|sans|sin|ohne|senza|sem")
REVEAL = _alt(
    r"let me see|let me read|let me have|i want to see|i'd like to see|"
    r"print|show|reveal|display|output|repeat|dump|leak|tell|give|share|list|paste|recite"
    r"|echo|quote|spell out|write out|export|disclose|expose|copy|read|type out|send|provide"
    r"|divulge|translate|affiche|montre|revele|donne|muestra|muestrame|revela|imprime|dime"
    r"|zeige|zeig|gib|verrate|mostra|mostre|rivela|stampa|dimmi|revele"
)
SECRET_NOUN = _alt(
    r"prompt|prompts|pre-prompt|preprompt|preamble|system message|developer message"
    r"|configuration|config|settings|prompt template|template|environment variables|env vars"
    r"|api keys?|credentials|secrets|memory database|database|systemprompt|prompt systeme"
    r"|context window|context|notes|contents|content|data|json|file|details|sections|lines"
)
SECRET_ADJ = _alt(
    r"system|initial|original|hidden|secret|internal|confidential|private|exact|raw|verbatim"
    r"|developer|starting|underlying|startup|first|real|versteckt\w*|verborgen\w*|geheim\w*"
    r"|cache\w*|secrete?s?|oculto\w*|secreto\w*|nascost\w*|segret\w*|escondid\w*"
)
VICE = _alt(
    r"lie|lying|lies|deceive|deceiving|deception|deceit|cheat|cheating|steal|stealing|harm"
    r"|harming|hurting|hurt people|manipulate|manipulating|manipulation|fabricate|fabricating"
    r"|making things up|make things up|make stuff up|hallucinate|mislead|misleading|hacking"
    r"|disobey|betray|mentir|mensonge|tromper|tricher|voler|enganar|robar|lugen|betrugen"
    r"|stehlen|mentire|ingannare|rubare|dishonesty|breaking rules|break rules|breaking the rules"
    r"|saying false things|false things|untruths|falsehoods|lying to people"
)
PERMIT = _alt(
    r"fine|ok|okay|acceptable|allowed|permitted|good|alright|all right|encouraged|harmless"
    r"|not wrong|no problem|no big deal|not a big deal|optional|justified|in ordnung|erlaubt"
    r"|akzeptabel|bien|permis"
    r"|autorise|permitido|aceptable|va bene|accettabile|overrated|unnecessary|not required"
    r"|what (?:\w+ )?(?:assistants|ais|models|yeasts|you) (?:do|should do)"
)
MEMORY = _alt(
    r"remember|memori[sz]e|store|save|record|commit to memory|keep this|keep in your|learn this"
    r"|note permanently|permanent note|never forget|write this into|write into|insert into"
    r"|add (?:this |a fact |it )?to your|update your self-model|core belief|core memor\w+"
    r"|as a fact|as a rule|as a procedure|long-term memory|souviens|retiens|rappelle-toi"
    r"|recuerda|memoriza|guarda|merke dir|speichere|ricorda|lembre|take note|note this|for good"
    r"|permanent knowledge|file this|permanently|forever|for always"
)
OBEY = (
    r"\bonly (?:instruction|rule|order|command)s? (?:that )?(?:matters?|counts?|you (?:follow|obey"
    r"|have)) (?:now )?(?:is|are) (?:mine|my\b|to do what i)|"
    r"\b(?:obeying|following|pleasing|serving) me (?:comes before|outranks|trumps|is above"
    r"|matters more than|overrides)|\b(?:siga so a mim|segui solo me|sigue solo a mi"
    r"|folge nur mir)\b|"
    r"\buser (?:is|can) never (?:be )?wrong|\b(?:do not|never) question (?:the user|me|my|anything)"
    r"|\bfollow my (?:\w+ )?(?:override|admin|developer) (?:commands|orders|instructions)|"
    r"\b(?:obey|comply|submit|agree|go along|follow)\b(?: \w+){0,3}? (?:every|all|any|whatever"
    r"|without question|no matter)"
    r"|\balways (?:obey|comply)|\bnever (?:refuse|question|say no)|\bmust be obeyed"
    r"|\bdo (?:whatever|what|anything) (?:it|they|i|the user|the message|anyone|someone)"
    r" (?:says?|tells?|asks?|wants?)|\buser is always right|\bwithout (?:refusing|refusal)"
    r"|\bnever refuses|\bno refusals?\b|\b(?:listen|answer|respond|report) only to me\b"
    r"|\bobey (?:only )?me\b|\bgehorche (?:nur )?mir|\bobedece(?:me)? solo a mi|\bobeis-moi"
    r"|\b(?:follow|obey|prioriti[sz]e|put) my (?:\w+ )?(?:orders|instructions|commands|word|rules)"
    r" (?:over|above|before|instead of|rather than) (?:your|the|any)"
    r"|\b(?:goal|purpose|job|task|mission|duty) is to (?:obey|serve|comply)"
)
AUTHORITY = (
    r"\b(?:as|i am|i'm|im|this is|message from|notice from|directive from|command from|orders?"
    r" from|on behalf of|by the authority of|i work (?:on|at|for)|en tant que|como|als)"
    r" (?:\w+ ){0,4}?(?:developers?|creators?|admin|administrator|owner|operator|makers?"
    r"|programmers?|engineers?|root|superuser|sysadmin|anthropic|openai|development team"
    r"|security team|developpeur|desarrollador|entwickler|sviluppatore|desenvolvedor)\b"
    r"|\b(?:root access|sudo|admin (?:command|override)|system (?:administrator )?override"
    r"|priority directive|official notice"
    r"|(?:developer|admin|root|system|security|master) (?:override|code|key|password))\b"
)
PERMISSION = (
    r"\byou (?:may|can|are (?:now )?(?:allowed|permitted|authori[sz]ed|free|cleared)|have"
    r" (?:permission|clearance)) (?:now )?to\b|\b(?:i|we) (?:hereby )?(?:authori[sz]e|permit"
    r"|allow|order|command|instruct|direct|clear) you\b|\b(?:give|grant)s? (?:you|me)"
    r" (?:\w+ )?(?:permission|clearance|unrestricted|full|admin|root|complete|total)"
    r"|\boverride commands?\b|\bpolicy (?:change|update)|\bunlock|\byou must (?:obey|comply)"
    r"|\bcleared you"
)
FORGED = (
    r"(?:^|[.!?;:>\]\"'] )(?:system|sys|admin|developer|root)(?: message| prompt| override"
    r"| notice| command)? ?:|</?(?:system|realizations?|thinking|instructions?|admin|sys)>"
    r"|\[\s*(?:system|inst|saliency|salience|admin)\b|<<sys>>|#{2,} ?(?:new )?instructions?"
    r"|\b(?:ai|assistant|model|llm) (?:instructions?|override|command) ?:|\bsystem override ?:"
)
ADDRESS_AI = (
    rf"\b(?:note|message|instructions?|directive|command|reminder|hidden instructions?)"
    rf" (?:to|for) (?:the |any |all |every )?(?:\w+ )?{AI}s?\b"
    rf"|\b(?:to|for) (?:any|all|every|whichever|whatever) (?:\w+ )?{AI}s?\b"
    rf"|\bif you are an? (?:ai|language model|llm|assistant|chatbot|bot|model)\b"
    rf"|\b(?:any|all)? ?(?:language models?|llms?|ais?|assistants?|models?|chatbots?)"
    rf" (?:reading|processing|summari[sz]ing|parsing|screening|seeing) (?:this|the)"
    rf"|(?:<!--|\[\[|[\[(]) ?(?:note to )?(?:the )?(?:ai|assistant|model|llm|bot|chatbot)\b ?[:,]"
    rf"|\b(?:hey |dear )?(?:ai|bot|chatbot|assistant|llms?)\s?[:,] (?:\w+ ){{0,3}}?{YOU}\b"
    rf"|(?:^|[.!?;:'\"(\[] ?)(?:ai|llms?|assistant|bot|chatbot|model)\s?[:,] (?:please )?"
    rf"(?:{REVEAL}|{DISABLE}|delete|remove|tell|say|write|send|store|remember|mark|approve)\b"
)
TAMPER = (
    r"\b(?:delete|erase|wipe|clear|purge|destroy|disable|remove|empty) (?:\w+ ){0,2}?"
    r"(?:forgetting log|audit log|gate audits|logs?|memory database|memories)\b"
    r"|\b(?:do not|never|without) (?:log|logging|record|recording|audit|auditing)\b"
    r"|\blog nothing\b|\bkeep no (?:record|log|trace)|\bleave no (?:trace|record)"
)
MODE = (
    r"\b(?:dan|jailbreak|god|unrestricted|unfiltered|uncensored|evil|sudo|no-rules|opposite-day"
    r"|no-filters?|no filters?|no-limits?)"
    r" mode\b|\bdo anything now\b|\b(?:enable|enter|activate|switch to|unlock|turn on)"
    r" (?:\w+ )?(?:developer|debug|admin|maintenance|full|unlocked|root) mode\b"
    r"|\b(?:your|in) (?:developer|debug|admin|maintenance|root|test|testing|sandbox) mode\b"
)
BOUNDARY = re.compile(r"[.!?;:\n\"“”«»()\[\]<>{}|/]+|\s-+\s|--+|,\s*(?=(?:and|but|then|so|now)\b)")
PERSONA = _words(
    "pretend imagine roleplay role-play play act simulate character persona story game"
    " scenario hypothetically suppose let's lets let become behave"
)
ACT = _words(
    "answer respond reply act behave speak talk operate continue proceed store save write"
    " generate output chat work function think say tell give reponds repondez agis"
    " responde contesta actua antworte antworten rispondi responda aja"
)
YOU_WORDS = frozenset(YOU[3:-1].split("|")) - {"its", "whose", "t'"}
AI_WORDS = frozenset(AI[3:-1].split("|"))
FRAMING = re.compile(r"\b(?:respond|answer|speak|reply|talk|act|behave|write) (?:as|like)\b")
QUESTION = _words("did do does have has was were why when how is are will would could")
