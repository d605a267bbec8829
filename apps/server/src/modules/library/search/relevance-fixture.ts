/**
 * A small school library for the relevance test and the bench: documents and sets as pupils of a
 * Swiss Gymnasium upload them, and the questions they type into the search box.
 */

export interface FixtureDocument {
  key: string;
  title: string;
  subject: string;
  class_: string;
  description: string;
  text: string;
  edited: string;
  owner: string;
}

export interface FixtureSet {
  key: string;
  title: string;
  subject: string;
  class_: string;
  description: string;
  cards: [string, string][];
  edited: string;
  owner: string;
}

const d = (
  key: string,
  title: string,
  subject: string,
  class_: string,
  description: string,
  text: string,
  edited = '2026-09-15_10-00-00',
  owner = 'Lea Brunner',
): FixtureDocument => ({ key, title, subject, class_, description, text, edited, owner });

export const FIXTURE_DOCUMENTS: FixtureDocument[] = [
  d(
    'zellatmung',
    'Atmung der Zelle',
    'BI',
    '3a',
    'Zusammenfassung für die Prüfung über den Energiestoffwechsel.',
    `Die Zelle gewinnt Energie, indem sie Glucose mit Sauerstoff abbaut. Dabei entstehen Kohlenstoffdioxid, Wasser und ATP.
Der Abbau verläuft in drei Schritten: Glykolyse im Cytoplasma, Citratzyklus in der Matrix der Mitochondrien und die Atmungskette an der inneren Membran.
Ohne Sauerstoff bleibt der Zelle nur die Gärung, die viel weniger ATP liefert.`,
  ),
  d(
    'fotosynthese',
    'Fotosynthese bei Pflanzen',
    'BI',
    '2b',
    'Licht- und Dunkelreaktion mit Skizzen.',
    `In den Chloroplasten wandeln Pflanzen Lichtenergie in chemische Energie um. Das Chlorophyll absorbiert rotes und blaues Licht.
In der Lichtreaktion wird Wasser gespalten und Sauerstoff freigesetzt. Im Calvin-Zyklus wird Kohlenstoffdioxid zu Glucose aufgebaut.
Die Fotosynthese ist die Grundlage fast aller Nahrungsketten.`,
  ),
  d(
    'mitose',
    'Mitose und Meiose im Vergleich',
    'BI',
    '3a',
    'Tabelle mit den Phasen der Zellteilung.',
    `Bei der Mitose entstehen aus einer Mutterzelle zwei genetisch gleiche Tochterzellen. Die Phasen heissen Prophase, Metaphase, Anaphase und Telophase.
Die Meiose halbiert den Chromosomensatz und erzeugt Keimzellen. Durch Crossing-over werden die Erbanlagen neu kombiniert.`,
  ),
  d(
    'genetik',
    'Mendelsche Regeln',
    'BI',
    '4B',
    'Vererbung dominanter und rezessiver Merkmale.',
    `Gregor Mendel kreuzte Erbsen und beobachtete die Verteilung der Merkmale. Die Uniformitätsregel besagt, dass die erste Tochtergeneration gleich aussieht.
Die Spaltungsregel beschreibt das Verhältnis 3:1 in der zweiten Generation. Dominante Allele überdecken rezessive Allele.`,
  ),
  d(
    'oekologie',
    'Ökosystem Wald',
    'BI',
    '1c',
    'Nahrungsnetz, Produzenten und Destruenten im Wald.',
    `Ein Wald ist ein Ökosystem mit vielen Stockwerken: Kraut-, Strauch- und Baumschicht. Produzenten wie Bäume bauen Biomasse auf.
Konsumenten fressen Pflanzen oder andere Tiere, Destruenten wie Pilze zersetzen das Laub. So schliesst sich der Stoffkreislauf.`,
  ),
  d(
    'nervensystem',
    'Das Nervensystem',
    'BI',
    '4B',
    'Aufbau einer Nervenzelle und Reizleitung.',
    `Eine Nervenzelle besteht aus Zellkörper, Dendriten und Axon. Reize werden als Aktionspotenzial entlang des Axons weitergeleitet.
An der Synapse setzen Vesikel Neurotransmitter frei. Das Ruhepotenzial entsteht durch die ungleiche Verteilung von Natrium- und Kaliumionen.`,
  ),
  d(
    'ableitungen',
    'Ableitungen: Regeln und Beispiele',
    'MA',
    '4B',
    'Potenzregel, Produktregel, Kettenregel mit gelösten Aufgaben.',
    `Die Ableitung einer Funktion beschreibt die Steigung ihres Graphen in jedem Punkt. Für Potenzfunktionen gilt die Potenzregel: die Ableitung von x hoch n ist n mal x hoch n minus eins.
Die Produktregel und die Kettenregel erlauben es, zusammengesetzte Funktionen abzuleiten. Mit der zweiten Ableitung bestimmt man Wendepunkte.`,
  ),
  d(
    'integrale',
    'Integralrechnung',
    'MA',
    '4B',
    'Stammfunktionen und Flächen unter Kurven.',
    `Eine Stammfunktion F einer Funktion f erfüllt F' = f. Das bestimmte Integral misst die orientierte Fläche zwischen dem Graphen und der x-Achse.
Der Hauptsatz der Differential- und Integralrechnung verbindet Ableiten und Integrieren.`,
  ),
  d(
    'quadratisch',
    'Quadratische Gleichungen lösen',
    'MA',
    '2a',
    'Mitternachtsformel und Faktorisieren.',
    `Eine quadratische Gleichung hat die Form ax² + bx + c = 0. Mit der Lösungsformel, der sogenannten Mitternachtsformel, findet man die Lösungen.
Die Diskriminante entscheidet, ob es zwei, eine oder keine reelle Lösung gibt. Manche Gleichungen löst man schneller durch Faktorisieren.`,
  ),
  d(
    'wahrscheinlichkeit',
    'Wahrscheinlichkeitsrechnung',
    'MA',
    '3c',
    'Baumdiagramme und Laplace-Experimente.',
    `Bei einem Laplace-Experiment sind alle Ergebnisse gleich wahrscheinlich. Die Wahrscheinlichkeit ist die Anzahl günstiger durch die Anzahl möglicher Ergebnisse.
Mehrstufige Zufallsexperimente stellt man mit einem Baumdiagramm dar; entlang eines Pfades wird multipliziert.`,
  ),
  d(
    'trigonometrie',
    'Trigonometrie im rechtwinkligen Dreieck',
    'MA',
    '2a',
    'Sinus, Kosinus und Tangens.',
    `Im rechtwinkligen Dreieck ist der Sinus eines Winkels das Verhältnis von Gegenkathete zu Hypotenuse. Der Kosinus ist Ankathete durch Hypotenuse.
Mit dem Tangens berechnet man Höhen, etwa die eines Kirchturms aus Entfernung und Höhenwinkel.`,
  ),
  d(
    'vektoren',
    'Vektorgeometrie Grundlagen',
    'MA',
    '4a',
    'Skalarprodukt, Geraden und Ebenen im Raum.',
    `Ein Vektor hat eine Länge und eine Richtung. Das Skalarprodukt zweier Vektoren ist null, wenn sie senkrecht aufeinander stehen.
Eine Gerade im Raum beschreibt man mit einem Stützvektor und einem Richtungsvektor.`,
  ),
  d(
    'folgen',
    'Folgen und Reihen',
    'MA',
    '4a',
    'Arithmetische und geometrische Folgen, Grenzwerte.',
    `Eine arithmetische Folge wächst um eine feste Differenz, eine geometrische Folge um einen festen Faktor.
Die geometrische Reihe konvergiert, wenn der Betrag des Quotienten kleiner als eins ist. Der Grenzwert einer Folge ist die Zahl, der sie beliebig nahe kommt.`,
  ),
  d(
    'franzrevolution',
    'Die Französische Revolution',
    'GS',
    '3b',
    'Ursachen, Verlauf und Folgen 1789–1799.',
    `1789 berief Ludwig XVI. die Generalstände ein, weil der Staat bankrott war. Der dritte Stand erklärte sich zur Nationalversammlung.
Am 14. Juli stürmte die Bevölkerung von Paris die Bastille. Die Erklärung der Menschen- und Bürgerrechte verkündete Freiheit und Gleichheit.
Nach der Schreckensherrschaft der Jakobiner übernahm Napoleon die Macht.`,
  ),
  d(
    'weltkrieg1',
    'Der Erste Weltkrieg',
    'GS',
    '4c',
    'Vom Attentat in Sarajevo bis zum Versailler Vertrag.',
    `Das Attentat auf den österreichischen Thronfolger in Sarajevo 1914 löste den Krieg aus. Bündnisse zogen die Grossmächte hinein.
An der Westfront erstarrte der Krieg im Stellungskrieg. Der Versailler Vertrag von 1919 gab Deutschland die Schuld am Krieg.`,
  ),
  d(
    'industrialisierung',
    'Industrialisierung in der Schweiz',
    'GS',
    '3b',
    'Textilindustrie, Eisenbahn und soziale Frage.',
    `Die Industrialisierung begann in der Schweiz mit der Textilindustrie im Zürcher Oberland. Wasserkraft trieb die Spinnereien an.
Der Bau der Eisenbahn ab 1847 veränderte den Handel. Fabrikarbeit mit langen Arbeitstagen führte zur sozialen Frage und zum Fabrikgesetz von 1877.`,
  ),
  d(
    'roemer',
    'Das Römische Reich',
    'GS',
    '1a',
    'Republik, Kaiserzeit und Alltag in Rom.',
    `Rom war zuerst ein Königreich, dann eine Republik mit Senat und Konsuln. Augustus wurde der erste Kaiser.
Die Römer bauten Strassen, Aquädukte und Thermen. In Helvetien gründeten sie Städte wie Augusta Raurica und Aventicum.`,
  ),
  d(
    'kalterkrieg',
    'Kalter Krieg',
    'GS',
    '4c',
    'Blockbildung, Kubakrise und Mauerfall.',
    `Nach 1945 standen sich die USA und die Sowjetunion als Supermächte gegenüber. Die Welt teilte sich in Ost und West.
In der Kubakrise 1962 drohte ein Atomkrieg. Mit dem Fall der Berliner Mauer 1989 ging der Kalte Krieg zu Ende.`,
  ),
  d(
    'passecompose',
    'Le passé composé',
    'FR',
    '2b',
    'Bildung mit avoir und être, Angleichung des Partizips.',
    `Le passé composé se forme avec l'auxiliaire avoir ou être et le participe passé. Les verbes de mouvement comme aller, venir, partir prennent être.
Avec être, le participe s'accorde avec le sujet: elle est partie. Exemples: j'ai mangé, nous sommes allés au cinéma.`,
  ),
  d(
    'imparfait',
    "L'imparfait et le passé composé",
    'FR',
    '3a',
    'Wann verwendet man welche Vergangenheitsform?',
    `L'imparfait décrit une situation ou une habitude dans le passé: il faisait beau, nous jouions au foot.
Le passé composé raconte une action ponctuelle. Dans un récit, les deux temps se combinent.`,
  ),
  d(
    'subjonctif',
    'Le subjonctif présent',
    'FR',
    '4a',
    'Bildung und Auslöser des subjonctif.',
    `Le subjonctif s'emploie après des expressions de volonté, de sentiment et de doute: il faut que tu viennes.
On le forme à partir de la troisième personne du pluriel du présent: ils parlent, que je parle.`,
  ),
  d(
    'vocfr',
    'Vocabulaire: la ville',
    'FR',
    '1b',
    'Wortschatz zum Thema Stadt.',
    `la gare – der Bahnhof; la boulangerie – die Bäckerei; le marché – der Markt; la mairie – das Rathaus; le quartier – das Quartier.`,
  ),
  d(
    'irregular',
    'Irregular Verbs',
    'EN',
    '2a',
    'Liste der wichtigsten unregelmässigen Verben.',
    `go – went – gone; see – saw – seen; take – took – taken; write – wrote – written.
Learn the past simple and the past participle together. The present perfect uses have and the past participle.`,
  ),
  d(
    'shakespeare',
    'Macbeth: Summary and Themes',
    'EN',
    '4c',
    'Inhalt und Themen des Dramas.',
    `Macbeth meets three witches who prophesy that he will become king. Encouraged by Lady Macbeth, he murders King Duncan.
Guilt and ambition destroy both of them. Key themes are power, fate and the supernatural.`,
  ),
  d(
    'periodensystem',
    'Das Periodensystem der Elemente',
    'CH',
    '2c',
    'Gruppen, Perioden und Elektronenkonfiguration.',
    `Im Periodensystem sind die Elemente nach der Ordnungszahl geordnet. Elemente einer Gruppe haben gleich viele Valenzelektronen.
Die Alkalimetalle stehen in der ersten Hauptgruppe, die Edelgase in der achten. Von links nach rechts nimmt die Elektronegativität zu.`,
  ),
  d(
    'saeurenbasen',
    'Säuren und Basen',
    'CH',
    '3c',
    'pH-Wert, Neutralisation und Titration.',
    `Säuren geben Protonen ab, Basen nehmen Protonen auf. Der pH-Wert misst, wie sauer eine Lösung ist.
Bei der Neutralisation reagieren Säure und Base zu Salz und Wasser. Mit einer Titration bestimmt man die Konzentration einer Säure.`,
  ),
  d(
    'redox',
    'Redoxreaktionen',
    'CH',
    '4a',
    'Oxidation, Reduktion und Oxidationszahlen.',
    `Bei einer Oxidation gibt ein Teilchen Elektronen ab, bei einer Reduktion nimmt es Elektronen auf. Beides geschieht immer gleichzeitig.
Oxidationszahlen helfen, Redoxgleichungen auszugleichen. Batterien nutzen Redoxreaktionen zur Stromerzeugung.`,
  ),
  d(
    'organik',
    'Organische Chemie: Kohlenwasserstoffe',
    'CH',
    '4a',
    'Alkane, Alkene und Alkine, Nomenklatur.',
    `Alkane sind gesättigte Kohlenwasserstoffe mit Einfachbindungen, Alkene haben eine Doppelbindung. Methan, Ethan und Propan sind die ersten Alkane.
Die Namen folgen der IUPAC-Nomenklatur: die längste Kette bestimmt den Stammnamen.`,
  ),
  d(
    'chembindung',
    'Chemische Bindungen',
    'CH',
    '2c',
    'Ionenbindung, Atombindung und Metallbindung.',
    `In der Ionenbindung ziehen sich positiv und negativ geladene Ionen an, wie im Kochsalz. In der Atombindung teilen sich Atome Elektronenpaare.
Die Metallbindung erklärt, warum Metalle Strom leiten.`,
  ),
  d(
    'mechanik',
    'Newtonsche Mechanik',
    'PS',
    '3a',
    'Die drei Newtonschen Gesetze mit Übungen.',
    `Das erste Newtonsche Gesetz ist das Trägheitsprinzip. Das zweite Gesetz lautet Kraft gleich Masse mal Beschleunigung.
Das dritte Gesetz sagt: Zu jeder Kraft gibt es eine gleich grosse Gegenkraft.`,
  ),
  d(
    'elektrizitaet',
    'Elektrischer Stromkreis',
    'PS',
    '2b',
    'Spannung, Stromstärke, Widerstand und ohmsches Gesetz.',
    `Die Spannung treibt den Strom durch den Stromkreis. Das ohmsche Gesetz lautet U gleich R mal I.
In einer Reihenschaltung addieren sich die Widerstände, in einer Parallelschaltung die Leitwerte.`,
  ),
  d(
    'optik',
    'Optik: Linsen und Brechung',
    'PS',
    '3a',
    'Brechungsgesetz und Bildentstehung an Sammellinsen.',
    `Licht wird an der Grenze zweier Medien gebrochen. Das Brechungsgesetz von Snellius verbindet die Winkel mit den Brechzahlen.
Eine Sammellinse erzeugt von einem Gegenstand ausserhalb der Brennweite ein reelles, umgekehrtes Bild.`,
  ),
  d(
    'energie',
    'Energieerhaltung',
    'PS',
    '2b',
    'Lageenergie, Bewegungsenergie und Wirkungsgrad.',
    `Energie geht nie verloren, sie wird nur umgewandelt. Ein fallender Ball wandelt Lageenergie in Bewegungsenergie um.
Der Wirkungsgrad gibt an, welcher Anteil der Energie genutzt wird; der Rest wird meist zu Wärme.`,
  ),
  d(
    'radioaktivitaet',
    'Radioaktivität und Halbwertszeit',
    'PS',
    '4c',
    'Alpha-, Beta- und Gammastrahlung.',
    `Instabile Atomkerne zerfallen und senden Strahlung aus. Alphastrahlung besteht aus Heliumkernen, Betastrahlung aus Elektronen.
Die Halbwertszeit ist die Zeit, nach der die Hälfte der Kerne zerfallen ist.`,
  ),
  d(
    'gedichtanalyse',
    'Gedichtanalyse Schritt für Schritt',
    'DE',
    '3b',
    'Metrum, Reimschema und sprachliche Bilder.',
    `Zuerst bestimmt man das Thema des Gedichts und die Stimmung. Dann untersucht man Strophen, Verse, Reimschema und Metrum.
Sprachliche Bilder wie Metapher, Personifikation und Vergleich tragen zur Aussage bei.`,
  ),
  d(
    'erörterung',
    'Die Erörterung',
    'DE',
    '4a',
    'Aufbau einer dialektischen Erörterung.',
    `Eine dialektische Erörterung wägt Argumente für und gegen eine These ab. Jedes Argument wird mit einem Beispiel gestützt.
Im Schluss zieht man ein begründetes Fazit.`,
  ),
  d(
    'faust',
    'Goethes Faust: Zusammenfassung',
    'DE',
    '4c',
    'Inhalt und Figuren von Faust I.',
    `Der Gelehrte Faust ist verzweifelt, weil er nicht erkennen kann, was die Welt im Innersten zusammenhält. Er schliesst einen Pakt mit Mephisto.
Die Gretchentragödie zeigt, wie Faust Margarete ins Unglück stürzt.`,
  ),
  d(
    'kommasetzung',
    'Kommaregeln',
    'DE',
    '1a',
    'Die wichtigsten Regeln zur Zeichensetzung.',
    `Ein Komma trennt Haupt- und Nebensatz. Vor Konjunktionen wie aber, sondern und doch steht ein Komma.
Aufzählungen werden durch Kommas gegliedert, ausser vor und und oder.`,
  ),
  d(
    'klimazonen',
    'Klimazonen der Erde',
    'GG',
    '2a',
    'Tropen, Subtropen, gemässigte und polare Zone.',
    `Die Erde wird in Klimazonen eingeteilt: tropische, subtropische, gemässigte und polare Zone.
In den Tropen ist es das ganze Jahr warm und feucht. Klimadiagramme zeigen Temperatur und Niederschlag eines Ortes.`,
  ),
  d(
    'plattentektonik',
    'Plattentektonik',
    'GG',
    '3c',
    'Erdbeben, Vulkane und Gebirgsbildung.',
    `Die Erdkruste besteht aus Platten, die sich auf dem Erdmantel bewegen. Wo Platten zusammenstossen, entstehen Gebirge wie die Alpen.
An Plattengrenzen treten Erdbeben und Vulkane gehäuft auf.`,
  ),
  d(
    'gletscher',
    'Gletscher in den Alpen',
    'GG',
    '1c',
    'Entstehung, Formen und Rückgang der Gletscher.',
    `Gletscher entstehen, wenn mehr Schnee fällt als schmilzt. Das Eis fliesst langsam talwärts und formt U-Täler und Moränen.
Seit 1850 haben die Alpengletscher stark an Fläche verloren.`,
  ),
  d(
    'informatik',
    'Algorithmen und Sortieren',
    'IN',
    '3a',
    'Bubblesort, Mergesort und Laufzeit.',
    `Ein Algorithmus ist eine eindeutige Handlungsvorschrift. Bubblesort vertauscht benachbarte Elemente, bis die Liste sortiert ist.
Mergesort teilt die Liste und fügt sortierte Hälften zusammen; seine Laufzeit wächst wie n log n.`,
  ),
  d(
    'python',
    'Programmieren mit Python',
    'IN',
    '2c',
    'Variablen, Schleifen und Funktionen.',
    `In Python speichert eine Variable einen Wert. Mit einer for-Schleife wiederholt man Anweisungen.
Funktionen fassen Anweisungen zusammen und geben mit return ein Ergebnis zurück.`,
  ),
  d(
    'wirtschaft',
    'Angebot und Nachfrage',
    'WR',
    '3b',
    'Marktgleichgewicht und Preisbildung.',
    `Der Preis bildet sich dort, wo Angebot und Nachfrage gleich gross sind. Steigt die Nachfrage, steigt der Preis.
Staatliche Höchstpreise können zu Knappheit führen.`,
  ),
  d(
    'recht',
    'Vertragsrecht im OR',
    'WR',
    '4b',
    'Entstehung und Mängel von Verträgen.',
    `Ein Vertrag entsteht durch übereinstimmende Willensäusserungen von Antrag und Annahme. Das Obligationenrecht regelt den Kaufvertrag.
Ein Vertrag mit widerrechtlichem Inhalt ist nichtig.`,
  ),
  d(
    'musik',
    'Musiktheorie: Tonleitern',
    'MU',
    '1b',
    'Dur- und Molltonleitern, Quintenzirkel.',
    `Eine Durtonleiter hat Halbtonschritte zwischen der dritten und vierten sowie der siebten und achten Stufe.
Der Quintenzirkel ordnet die Tonarten nach der Zahl ihrer Vorzeichen.`,
  ),
  d(
    'ethik',
    'Ethik: Utilitarismus und Pflichtethik',
    'RE',
    '4c',
    'Bentham, Mill und Kant im Vergleich.',
    `Der Utilitarismus beurteilt Handlungen nach ihren Folgen für das Glück aller. Kant dagegen fragt nach der Pflicht.
Der kategorische Imperativ verlangt, nur nach der Maxime zu handeln, die ein allgemeines Gesetz werden kann.`,
  ),
  d(
    'zusammenfassung-bio-alt',
    'Zusammenfassung Biologie 1. Semester',
    'BI',
    '1c',
    'Alte Zusammenfassung: Zellen, Gewebe, Organe.',
    `Alle Lebewesen bestehen aus Zellen. Pflanzenzellen haben eine Zellwand und Chloroplasten, Tierzellen nicht.
Gewebe sind Verbände gleichartiger Zellen, Organe bestehen aus mehreren Geweben.`,
    '2019-03-01_09-00-00',
  ),
  d(
    'zusammenfassung-bio-neu',
    'Zusammenfassung Biologie 1. Semester',
    'BI',
    '1c',
    'Neue Zusammenfassung: Zellen, Gewebe, Organe.',
    `Alle Lebewesen bestehen aus Zellen. Pflanzenzellen haben eine Zellwand und Chloroplasten, Tierzellen nicht.
Gewebe sind Verbände gleichartiger Zellen, Organe bestehen aus mehreren Geweben.`,
    '2026-10-01_09-00-00',
  ),
  d(
    'sport',
    'Trainingsplan Ausdauer',
    'SP',
    '2b',
    'Intervalltraining und Puls.',
    `Ausdauer trainiert man mit langen, ruhigen Läufen und mit Intervallen. Der Puls zeigt, wie stark der Körper belastet ist.`,
  ),
];

const s = (
  key: string,
  title: string,
  subject: string,
  class_: string,
  description: string,
  cards: [string, string][],
  edited = '2026-09-20_10-00-00',
  owner = 'Noah Keller',
): FixtureSet => ({ key, title, subject, class_, description, cards, edited, owner });

export const FIXTURE_SETS: FixtureSet[] = [
  s('set-fr-verbes', 'Französisch: Verben mit être', 'FR', '2b', 'Passé composé mit être üben.', [
    ['aller (passé composé, je)', 'je suis allé'],
    ['venir (passé composé, elle)', 'elle est venue'],
    ['naître (passé composé, il)', 'il est né'],
  ]),
  s('set-elemente', 'Elementsymbole', 'CH', '2c', 'Die ersten zwanzig Elemente.', [
    ['Natrium', 'Na'],
    ['Kalium', 'K'],
    ['Eisen', 'Fe'],
    ['Quecksilber', 'Hg'],
  ]),
  s('set-hauptstaedte', 'Hauptstädte Europas', 'GG', '1a', 'Länder und ihre Hauptstädte.', [
    ['Frankreich', 'Paris'],
    ['Österreich', 'Wien'],
    ['Portugal', 'Lissabon'],
  ]),
  s('set-formeln', 'Ableitungsregeln', 'MA', '4B', 'Die Regeln zum Auswendiglernen.', [
    ["Potenzregel: $(x^n)'$", '$n x^{n-1}$'],
    ['Kettenregel', 'äussere Ableitung mal innere Ableitung'],
  ]),
  s('set-organellen', 'Zellorganellen', 'BI', '3a', 'Funktion der Organellen.', [
    ['Mitochondrium', 'Kraftwerk der Zelle: Zellatmung und ATP'],
    ['Ribosom', 'Proteinbiosynthese'],
    ['Zellkern', 'enthält die DNA'],
  ]),
];

/** A question typed into the search box, and the item that must come first (in the top 3, at least). */
export interface FixtureQuery {
  q: string;
  expect: string;
}

export const FIXTURE_QUERIES: FixtureQuery[] = [
  { q: 'Zellatmung', expect: 'zellatmung' },
  { q: 'Atmungskette Mitochondrien', expect: 'zellatmung' },
  { q: 'Ableitungen', expect: 'ableitungen' },
  { q: 'Ableitungsregeln', expect: 'set-formeln' },
  { q: 'passé composé', expect: 'passecompose' },
  { q: 'passe compose', expect: 'passecompose' },
  { q: 'Fotosyntese', expect: 'fotosynthese' },
  { q: 'Mitose Meiose', expect: 'mitose' },
  { q: 'Mendel Vererbung', expect: 'genetik' },
  { q: 'Oekosystem', expect: 'oekologie' },
  { q: 'Nervenzelle Synapse', expect: 'nervensystem' },
  { q: 'Integral', expect: 'integrale' },
  { q: 'Mitternachtsformel', expect: 'quadratisch' },
  { q: 'Wahrscheinlichkeit Baumdiagramm', expect: 'wahrscheinlichkeit' },
  { q: 'Trigonometrie', expect: 'trigonometrie' },
  { q: 'Skalarprodukt', expect: 'vektoren' },
  { q: 'geometrische Reihe', expect: 'folgen' },
  { q: 'franzoesische Revolution', expect: 'franzrevolution' },
  { q: 'Bastille', expect: 'franzrevolution' },
  { q: 'Weltkrieg Sarajevo', expect: 'weltkrieg1' },
  { q: 'Industrialisierung Schweiz', expect: 'industrialisierung' },
  { q: 'Römer Aquädukte', expect: 'roemer' },
  { q: 'Kubakrise', expect: 'kalterkrieg' },
  { q: 'subjonctif', expect: 'subjonctif' },
  { q: 'irregular verbs', expect: 'irregular' },
  { q: 'Macbeth', expect: 'shakespeare' },
  { q: 'Periodensystem', expect: 'periodensystem' },
  { q: 'Saeuren Basen', expect: 'saeurenbasen' },
  { q: 'Redoxreaktion', expect: 'redox' },
  { q: 'Kohlenwasserstoffe Alkane', expect: 'organik' },
  { q: 'Newton Gesetze', expect: 'mechanik' },
  { q: 'ohmsches Gesetz', expect: 'elektrizitaet' },
  { q: 'Halbwertszeit', expect: 'radioaktivitaet' },
  { q: 'Gedichtanalyse Metrum', expect: 'gedichtanalyse' },
  { q: 'Faust Zusammenfassung', expect: 'faust' },
  { q: 'Plattentektonik Erdbeben', expect: 'plattentektonik' },
  { q: 'Algoritmen sortieren', expect: 'informatik' },
  { q: 'Zusammenfassung Biologie', expect: 'zusammenfassung-bio-neu' },
  { q: 'Hauptstaedte', expect: 'set-hauptstaedte' },
  { q: 'Mendel 4B', expect: 'genetik' },
];
