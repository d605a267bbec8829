/** SPEC §9 class guidance, shown beside the class and grade fields. */
export const CLASS_HINT =
  'Mehrere Klassen und Kurse trennen Sie mit einem Leerzeichen. Geben Sie bei Kursbezeichnungen nur die ersten beiden Teile an; sie ändern sich jedes Schuljahr. Ohne Klasse geben Sie «-» ein.';

export const GRADE_HINT =
  'Sport- und Musikklassen wählen ab dem 3. Jahr die Klassenstufe eine Stufe tiefer als im Stundenplan.';
