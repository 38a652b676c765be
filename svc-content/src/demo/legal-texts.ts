import { DEMO_BUSINESS } from './demo-business';

const { businessName, street, zipCode, city, phone, email } = DEMO_BUSINESS;

/** Demo legal pages (SPEC §2: /site/terms-and-conditions, /site/privacy, /site/imprint, /site/allergens). */
export const TERMS_AND_CONDITIONS_TEXT = `<h2>Allgemeine Geschäftsbedingungen</h2>
<h3>1. Geltungsbereich</h3>
<p>Diese Geschäftsbedingungen gelten für alle Reinigungsleistungen, die die ${businessName} (im Folgenden „Theke“) für Privat- und Geschäftskunden erbringt. Abweichende Bedingungen des Kunden gelten nur, wenn wir ihnen schriftlich zustimmen.</p>
<h3>2. Angebot und Auftrag</h3>
<p>Unsere Angebote sind freibleibend. Ein Auftrag kommt zustande, sobald wir Ihre Bestellung oder Angebotsanfrage per E-Mail bestätigen. Für Leistungen, die eine Besichtigung erfordern, erhalten Sie vorab einen verbindlichen Kostenvoranschlag.</p>
<h3>3. Termine</h3>
<p>Vereinbarte Termine sind für beide Seiten verbindlich. Sagen Sie einen Termin weniger als 24 Stunden vorher ab, dürfen wir 50 % des vereinbarten Entgelts verrechnen.</p>
<h3>4. Preise und Zahlung</h3>
<p>Alle Preise verstehen sich in Euro inklusive der gesetzlichen Umsatzsteuer. Rechnungen sind binnen 14 Tagen ohne Abzug zahlbar; vor Ort nehmen wir Bargeld und Bankomatkarte an.</p>
<h3>5. Gewährleistung und Haftung</h3>
<p>Melden Sie Mängel der Reinigung bitte innerhalb von 48 Stunden, wir bessern kostenlos nach. Für Schäden haften wir bei Vorsatz und grober Fahrlässigkeit; unsere Betriebshaftpflichtversicherung deckt Sachschäden bis drei Millionen Euro.</p>
<h3>6. Schlussbestimmungen</h3>
<p>Es gilt österreichisches Recht unter Ausschluss der Verweisungsnormen. Gerichtsstand für Unternehmer ist Wien; für Verbraucher gelten die gesetzlichen Gerichtsstände.</p>`;

export const PRIVACY_POLICY_TEXT = `<h2>Datenschutzerklärung</h2>
<p>Der Schutz Ihrer persönlichen Daten ist uns ein besonderes Anliegen. Wir verarbeiten Ihre Daten ausschließlich auf Grundlage der gesetzlichen Bestimmungen (DSGVO, DSG, TKG 2021).</p>
<h3>Verantwortlicher</h3>
<p>${businessName}, ${street}, ${zipCode} ${city}, E-Mail: ${email}</p>
<h3>Bestellungen und Anfragen</h3>
<p>Wenn Sie online bestellen oder uns über das Kontaktformular schreiben, verarbeiten wir Name, Adresse, Telefonnummer, E-Mail-Adresse und Ihre Nachricht, um den Auftrag abzuwickeln (Art. 6 Abs. 1 lit. b DSGVO). Rechnungsdaten bewahren wir sieben Jahre auf, wie es die Bundesabgabenordnung verlangt.</p>
<h3>Cookies und Analyse</h3>
<p>Technisch notwendige Cookies setzen wir ohne Einwilligung. Statistik- und Marketingdienste laden wir erst, nachdem Sie im Cookie-Hinweis auf „Akzeptieren“ geklickt haben; Ihre Einwilligung können Sie jederzeit widerrufen.</p>
<h3>Ihre Rechte</h3>
<p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch. Wenn Sie glauben, dass wir Ihre Daten nicht rechtmäßig verarbeiten, können Sie sich bei der Österreichischen Datenschutzbehörde beschweren.</p>`;

export const IMPRINT_TEXT = `<h2>Impressum</h2>
<p>Informationen gemäß § 5 E-Commerce-Gesetz und Offenlegung gemäß § 25 Mediengesetz</p>
<p><strong>${businessName}</strong><br>${street}<br>${zipCode} ${city}<br>Österreich</p>
<p>Telefon: ${phone}<br>E-Mail: ${email}</p>
<p>Unternehmensgegenstand: Denkmal-, Fassaden- und Gebäudereinigung<br>Geschäftsführerin: Maria Huber<br>Firmenbuchnummer: FN 512345 k<br>Firmenbuchgericht: Handelsgericht Wien<br>UID-Nummer: ATU73456789</p>
<p>Mitglied der Wirtschaftskammer Wien, Landesinnung der Denkmal-, Fassaden- und Gebäudereiniger<br>Gewerbebehörde: Magistratisches Bezirksamt für den 6./7. Bezirk<br>Anwendbare Rechtsvorschrift: Gewerbeordnung 1994, abrufbar im Rechtsinformationssystem des Bundes</p>`;

export const ALLERGENS_TEXT = `<h2>Allergene und Inhaltsstoffe</h2>
<p>Wir reinigen bevorzugt mit Mitteln, die das Österreichische Umweltzeichen tragen. Einige Spezialreiniger enthalten dennoch Stoffe, die bei empfindlichen Personen Reizungen oder allergische Reaktionen auslösen können:</p>
<ul>
<li>Duftstoffe wie Limonen und Linalool (Glas- und Oberflächenreiniger)</li>
<li>Konservierungsmittel wie Methylisothiazolinon (Bodenpflege)</li>
<li>Enzyme (Teppich- und Polsterreinigung)</li>
<li>Natriumhypochlorit (Desinfektion im Sanitärbereich)</li>
</ul>
<p>Teilen Sie uns Allergien bitte bei der Bestellung im Kommentarfeld mit. Wir setzen dann ausschließlich parfümfreie Produkte ein und senden Ihnen auf Wunsch die Sicherheitsdatenblätter zu.</p>`;
