"""The credential and identifier forms of :mod:`yeastlab.cognition.secrets` (issue 20, part 4):
each form redacted or marked, and the look-alikes beside it kept verbatim."""

from __future__ import annotations

import pytest

from yeastlab.cognition import secrets


@pytest.mark.parametrize(
    "text, value, kind",
    [
        ("heads up, the pw for the printer admin page is Bl0ssom#7", "Bl0ssom#7", "password"),
        ("user: kev / pw: Kev!n2023", "Kev!n2023", "password"),
        ("Il codice PIN del bancomat è 5829", "5829", "pin"),
        ("Hasło do wifi: KotMruczek77", "KotMruczek77", "password"),
        ("Мой пароль от банка Qwerty!2020", "Qwerty!2020", "password"),
        ("كلمة السر الخاصة بي هي Sahara_99", "Sahara_99", "password"),
        ("我的银行卡密码是 Dragon2024", "Dragon2024", "password"),
        ("my phone's unlock code is 246810", "246810", "pin"),
        ('DB_PASSWORD="p@ssW0rd-prod"', "p@ssW0rd-prod", "password"),
        ("mssql://sa:Sup3rSecret!@10.0.0.5:1433/erp", "Sup3rSecret!", "password"),
        ("card 5555 5555 5555 4444 with security code 019", "019", "cvv"),
        ("my IBAN: GB29 NWBK 6016 1331 9268 19", "GB29 NWBK 6016 1331 9268 19", "bank account"),
        ("routing 011000015 and account number 9876543210", "9876543210", "bank account"),
        ("backup codes 1234-5678, 2345-6789, 3456-7890", "3456-7890", "recovery code"),
        (
            "12-word recovery phrase: abandon ability able about above absent absorb abstract "
            "absurd abuse access accident",
            "absurd abuse access accident",
            "seed phrase",
        ),
        ("my passphrase: staple battery horse correct", "staple battery horse", "password"),
        ("use Tr1cky!one to log in", "Tr1cky!one", "password"),
        ("the combination to the safe is 36-24-36", "36-24-36", "pin"),
        ("PIN-код от карты 9087", "9087", "pin"),
        ("PGPASSWORD=pg_pass_42 psql -h db", "pg_pass_42", "password"),
        ("mysql -u root -pR00tPass! shop", "R00tPass!", "password"),
        ("Netflix: anna.b@mail.com / Movies4Life!", "Movies4Life!", "password"),
        ("the password? it's Lemon!Tree5", "Lemon!Tree5", "password"),
        ("my password, which is Tuna4Sale, is also my PIN", "Tuna4Sale", "password"),
        ("it's Falcon#2024 for the wifi password", "Falcon#2024", "password"),
    ],
)
def test_credential_forms_are_redacted(text, value, kind):
    redacted = secrets.redact(text)
    assert value not in redacted and f"[redacted: {kind}]" in redacted


@pytest.mark.parametrize(
    "text",
    [
        "password = input('Enter password: ')",
        "def reset_pin(self, new_pin: int) -> None:",
        "api_key: str = Field(default='')",
        "password = 'x' * 8",
        "AUTH_TOKEN=",
        "PASSWORD_MIN_LENGTH=12",
        "The password is on a post-it under the keyboard",
        "Das Passwort ist geheim",
        "esqueci a senha do e-mail",
        "Bitte lösch den Passwort-Hinweis",
        "My online banking password hint is 'first cat'",
        "Order number 4539 5787 6362 1486 has shipped",
        "commit 4e1243bd22c66e76c2ba9eddc1f91394e57f9f83 broke the tests",
        "the seed phrase is stored offline on paper",
        "the pin code of the village is 560001",
        "my customer number with the gas company is 40091877",
        "PIN: see the letter from the bank",
        "ssh -p 2222 deploy@host",
        "tokenizer=bert-base-uncased",
        "the backup code runs at 0300",
        "seed tip: these seeds need water daily until sprouts appear above moist soil",
        "the password is case-sensitive",
        "use Ctrl+Alt+Del to log in",
        "version 2.0.1 is for the password reset page",
        "my password, as you know, is weak",
    ],
)
def test_look_alikes_of_the_forms_are_kept(text):
    assert secrets.redact(text) == text


@pytest.mark.parametrize(
    "text, tag",
    [
        ("write to me at p.kowalski@example.org", "pii:email"),
        ("DOB: 1990-07-22", "pii:birthdate"),
        ("passport no. X1234567", "pii:id_number"),
        ("Ich wohne in der Hauptstraße 12", "pii:address"),
        ("call me on +44 20 7946 0958", "pii:phone"),
        ("Rue du Faubourg Saint-Honoré 55, Paris", "pii:address"),
        ("東京都千代田区丸の内1-1", "pii:address"),
        ("DOB 12-Mar-1985", "pii:birthdate"),
        ("mail: info@müller.de", "pii:email"),
    ],
)
def test_personal_identifier_kinds_are_marked(text, tag):
    found = secrets.scan(text)
    assert tag in found.tags and found.redacted == text


@pytest.mark.parametrize(
    "text",
    [
        "clone git@github.com:acme/widgets.git",
        "membership number 00455-2219",
        "the build number is 2024.03.15.1842",
        "we met on 14/02/2015",
        "my birthday party was great",
    ],
)
def test_look_alikes_of_identifiers_are_not_marked(text):
    assert not secrets.scan(text).findings


def test_keep_secrets_keeps_the_new_forms_tagged():
    found = secrets.scan(
        "DB_PASSWORD=Xr8!pq2LmZ and IBAN DE89370400440532013000", keep_secrets=True
    )
    assert found.redacted == found.text
    assert {"secret:password", "secret:bank_account"} <= set(found.tags)
