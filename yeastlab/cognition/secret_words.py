"""The words credentials are given with: the lexicon :mod:`yeastlab.cognition.secret_forms`
reads.

Each entry is a whole semantic field (the word for "password" in many languages and scripts,
the words linking a name to its value, the access codes, the card-check codes …), never the
wording of one message. Regex fragments, matched case-insensitively.
"""

from __future__ import annotations


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


__all__ = [
    "EN_LINKS",
    "NOT_A_PASSWORD",
    "KEY_PARTS",
    "PASSWORD",
    "PASSWORD_EN",
    "PASSWORD_CJK",
    "PASS",
    "PASSPHRASE",
    "PIN",
    "ACCESS_CODE",
    "WIFI",
    "WIFI_CONTEXT",
    "LINKS",
    "FILLER",
    "CVV",
    "BANK_ACCOUNT",
    "BANK_CONTEXT",
    "RECOVERY",
    "SEED",
    "NAMED_KEY",
    "KEY_NAME",
    "KEY_META",
    "PLACEHOLDER",
    "NOT_A_CARD",
    "PIN_PLACE",
]

#: "password" in English and its short forms (a plain word may follow these: "… is hunter").
PASSWORD_EN = r"password|passcode|passwd|pwd|pw|pword|p/w"
#: "password" in other languages and scripts (their values must look like a secret; one may
#: follow with no link, as languages without a copula give it: "пароль от банка X"). Stems
#: take suffixes where the language glues them on (Turkish "şifrem", Finnish "salasanani").
PASSWORD = (
    r"mot\s+de\s+passe|mdp|contrase[ñn]a|clave\s+de\s+acceso|"
    r"passwort\w*|kennwort\w*|senha|parola\s+d'ordine|parol[aăe]\w*|palavra-passe|wachtwoord|"
    r"l[öo]senord\w*|passord\w*|adgangskode\w*|salasan\w*|has[łl]\w*|heslo|heslem|"
    r"jelsz\w*|[şs]ifre\w*|пароль\w*|парол\w*|κωδικ[όο]ς(?:\s+πρόσβασης)?|συνθηματικό|"
    r"كلمة\s+(?:المرور|السر)|رمز\s+المرور|ה?סיסמ\w*|पासवर्ड|कूटशब्द|m[ậa]t\s+kh[ẩa]u|"
    r"kata\s+sandi|sandi|lozinka|geslo|парола|slaptažodis|parool"
)
#: "password" in scripts written without spaces (matched with no word boundary).
PASSWORD_CJK = r"パスワード|暗証番号|密码|密碼|口令|비밀번호|암호"
#: "pass" alone: a word of its own too (a bus pass), so its value must look like a secret.
PASS = r"pass"
#: Passphrases: their value may be several plain words.
PASSPHRASE = r"pass\s?phrase|master\s+password|passphrase"
#: PINs in several languages.
PIN = (
    r"pin(?:[\s-]*(?:code|kod|kód|koodi|nummer|код)\w*)?|pincode|code\s+pin|c[óo]digo\s+pin|"
    r"ПИН(?:-код)?"
)
#: Codes that open something: doors, gates, alarms, phones, safes, lockers.
ACCESS_CODE = (
    r"(?:door|gate|entry|access|alarm|keypad|unlock|lock|garage|building|lockbox|key\s?safe|"
    r"intercom|buzzer|disarm|front\s+door|screen|phone|iphone|android|sim|safe|locker)\s+"
    r"(?:code|passcode|combination|combo)|(?:safe|lock|padlock|locker|bike\s+lock)\s+"
    r"(?:combination|combo)|(?:code|combination|combo)\s+(?:to|for|of|on)\s+(?:get(?:ting)?\s+"
    r"in(?:to)?|open(?:ing)?|unlock(?:ing)?|enter(?:ing)?|disarm(?:ing)?|(?:the\s+|my\s+|our\s+)?"
    r"(?:\w+\s+)?(?:door|gate|building|alarm|safe|lock|locker|padlock|garage|lockbox|house|flat|"
    r"apartment|office|phone|laptop|card))|(?:code|c[óo]digo|codice|kod)\s+(?:de|del|della|"
    r"di|do|da)\s+(?:(?:ma|mi|mon|la|mia|minha|il|mio|mój)\s+)*(?:carte|tarjeta|carta|"
    r"cart[ãa]o|karty|porte|puerta|porta|portão|alarme|alarma|allarme|t[ée]l[ée]phone|"
    r"tel[ée]fono|celular|m[óo]vil)\w*"
    r"|code\s+de\s+(?:la\s+porte|l'immeuble|l'alarme|d[ée]verrouillage)|digicode|"
    r"t[üu]rcode|zahlencode|c[óo]digo\s+de\s+(?:la\s+puerta|acceso|desbloqueo)|"
    r"codice\s+(?:della\s+porta|d'accesso|di\s+sblocco)"
)
#: Wifi keys named as such.
WIFI = (
    r"(?:wi-?fi|wlan|wpa[23]?|wep|network|hotspot)[\s-]*(?:key|pass(?:word)?|code|"
    r"schl[üu]ssel|passwort|kennwort|clave|mot\s+de\s+passe)|"
    r"(?:code|cl[ée]|clave|contrase[ñn]a|mot\s+de\s+passe|password|passwort|senha)\s+"
    r"(?:du\s+|del\s+|de\s+la\s+|do\s+|for\s+the\s+|of\s+the\s+|des\s+)?(?:wi-?fi|wlan)"
)
#: A text about wifi: there "key: …" names the network's key.
WIFI_CONTEXT = r"wi-?fi|wlan|ssid|wpa|hotspot"
#: Words linking a name to its value: copulas, colons, arrows and dashes, in many languages.
LINKS = _words(
    "is was are were 's be is: = : - — – -> => changed set to now "
    "est était es era está ist lautet war è é são é: er är on oli jest je "
    "olarak это είναι هي هو היא הוא הינו है は 是 为 為 는 은 이 가 là adalah ialah ay este "
    "zijn будет был была it's it’s"
)
#: The English links after which a plain word may be a password ("the password is hollyhock").
EN_LINKS = _words("is was 's = : is: -> — –")
#: Words between a link and the value that are not it ("is now …", "is still …").
FILLER = _words("now still just actually currently simply literally always")
#: Words describing a password, not giving it ("is too weak", "is the same", "is great!").
NOT_A_PASSWORD = _words(
    "weak strong secure insecure long short expired wrong correct same different changed "
    "reset required too very easy hard simple complicated new old fine ok okay good bad "
    "forgotten saved stored written case-sensitive sensitive compromised leaked hidden "
    "private secret lost stolen missing invalid valid incorrect unknown blank empty "
    "needed optional mandatory there here what which whatever something nothing great terrible "
    "awful horrible ridiculous annoying impossible perfect complex unique memorable obvious "
    "stupid silly crazy funny nice cool solid random rubbish useless safe unsafe guessable "
    "predictable embarrassing personal temporary"
)
#: Parts of a config name that make it a credential's (``DB_PASS``, ``apiKey``).
KEY_PARTS = _words(
    "password passwd pass pwd passphrase secret token apikey credential credentials sessionid "
    "auth pin api_key access_key private_key secret_key session_id client_secret auth_token"
)
#: The check code of a card.
CVV = (
    r"cvv2?|cvc2?|cvn|cid|csc|card\s+(?:verification|security)\s+(?:code|value|number)|"
    r"security\s+code|(?:three|3|four|4)\s+digits\s+on\s+the\s+back(?:\s+of\s+(?:my|the)\s+"
    r"card)?|code\s+on\s+the\s+back|cryptogramme|c[óo]digo\s+de\s+seguridad|"
    r"kartenpr[üu]fnummer|pr[üu]fnummer|codice\s+di\s+sicurezza"
)
#: A bank account's number named as such.
BANK_ACCOUNT = (
    r"(?:bank|checking|chequing|savings|current|business|joint)\s+account(?:\s+(?:number|no\.?|"
    r"num|#))?|account\s+(?:number|no\.?|num|#)|account|acct\.?(?:\s+(?:no\.?|#))?|"
    r"kontonummer|konto|num[ée]ro\s+de\s+compte|n[úu]mero\s+de\s+cuenta|numero\s+di\s+conto|"
    r"rekeningnummer|n[úu]mero\s+da\s+conta"
)
#: Words saying an "account" is a bank's.
BANK_CONTEXT = (
    r"bank|banking|sort\s+code|routing|bsb|iban|swift|bic|wire|transfer|deposit|direct\s+debit|"
    r"payroll|checking|chequing|savings|current\s+account|joint\s+account|bankleitzahl|blz|"
    r"banco|banque|banca|konto\w*|compte|cuenta|conto|rekening\w*|conta"
)
#: Codes that recover an account when its second factor is lost.
RECOVERY = (
    r"(?:recovery|backup|back-up|emergency|one[- ]time|2fa|two[- ]factor|mfa|otp|scratch|"
    r"rescue)\s+(?:codes?|keys?)|codes?\s+de\s+(?:secours|r[ée]cup[ée]ration|respaldo|"
    r"recuperaci[óo]n)|c[óo]digos\s+de\s+(?:respaldo|recuperaci[óo]n)|"
    r"wiederherstellungs(?:code|schl[üu]ssel)\w*|backup-?codes?"
)
#: A wallet's seed phrase named as such.
SEED = (
    r"seed(?:\s+(?:phrase|words?))?|(?:12|15|18|21|24)[\s-]+(?:secret\s+|seed\s+|recovery\s+|"
    r"backup\s+)?words|(?:secret\s+)?recovery\s+(?:phrase|words)|"
    r"backup\s+phrase|mnemonic(?:\s+phrase)?|wallet\s+words|frase\s+(?:semilla|de\s+"
    r"recuperaci[óo]n)|phrase\s+de\s+r[ée]cup[ée]ration|wiederherstellungsphrase"
)
#: Names of keys and tokens given as a value.
NAMED_KEY = (
    r"(?:api|access|secret|private|client|app|signing|encryption|license|licence)"
    r"[ _-]?key|api[ _-]?token|secret|client[ _-]?secret|auth(?:entication|orization)?"
    r"[ _-]?token|access[ _-]?token|refresh[ _-]?token|bearer(?:[ _-]?token)?|bot\s+token|"
    r"token|(?:totp|otp|2fa|mfa)\s+(?:seed|secret|key)|session\s+(?:cookie|token|id)|"
    r"cl[ée]\s+(?:d'?)?api|api-schl[üu]ssel|schl[üu]ssel|clave\s+(?:de\s+)?api|chiave\s+api"
)
#: A config or code name holding a credential (``DB_PASSWORD``, ``apiKey``, ``X-Api-Key``).
KEY_NAME = (
    r"pass(?:word|wd|phrase)?|pwd|secret|token|api[_-]?key|apikey|access[_-]?key|"
    r"private[_-]?key|secret[_-]?key|credentials?|session[_-]?id|sessionid|auth"
)
#: Parts of a config name saying it holds something about a credential, not the credential.
KEY_META = (
    r"min|max|length|len|timeout|expiry|expires|expiration|ttl|days|minutes|hours|seconds|"
    r"attempts|rotation|retries|file|path|dir|header|name|field|hash|hashed|policy|url|uri|"
    r"endpoint|enabled|required|type|secure|reset|id_?field|prompt|label|hint|input|env|var|"
    r"format|mode|algorithm|algo|salt|strength|count|limit|version|store|manager|provider|"
    r"validator|regex|pattern"
)
#: Values that stand for a value: templates, empties and placeholders.
PLACEHOLDER = (
    r"|none|null|nil|undefined|true|false|yes|no|changeme|change_me|change-me|placeholder|"
    r"example|todo|tbd|redacted|secret|password|pass|token|key|x+|\*+|\.+|-+|"
    r"(?:my|your)[_-]\w+|<[^>]*>|\{[^}]*\}|\$.*|%[^%]*%"
)
#: Words saying a number is an order's, a parcel's, an invoice's … (not a card's).
NOT_A_CARD = (
    r"order|tracking|invoice|confirmation|reference|ref|ticket|serial|isbn|shipment|parcel|"
    r"package|booking|case|claim|receipt|transaction|account|routing|iban|flight|membership|"
    r"member|policy|patient|barcode|library|commande|pedido|encomenda|bestell\w*|sendung\w*|"
    r"ordine|bestelling|zam[óo]wieni\w*|заказ\w*|注文|订单|訂單|facture|factura|rechnung|"
    r"fattura|suivi|seguimiento|rastreamento|referencia|r[ée]f[ée]rence|transacci[óo]n|id|"
    r"identity|national|passport|licen[cs]e|ssn|social|aadhaar|nhs|medicare|tax"
)
#: Places a "PIN code" is the postcode of (India's postal PIN).
PIN_PLACE = r"village|town|city|area|district|locality|post\s+office|pincode\s+of|address"
