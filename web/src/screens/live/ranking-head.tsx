/** A heading and, when it is shortened, its full name (the `abbr`'s title). */
interface Column {
  className: string;
  text: string;
  full?: string;
  /** Read by assistive technologies only: the column holds buttons. */
  hidden?: boolean;
}

const SECTOR = (index: number): Column => ({
  className: `col-s${index} numeric`,
  text: `S${index}`,
  full: `Secteur ${index} (tour en cours, sinon tour précédent en grisé)`,
});

function columnsOf(classView: boolean): Column[] {
  return [
    { className: 'col-star', text: 'Suivre', hidden: true },
    { className: 'col-pos', text: 'Pos', full: classView ? 'Position dans la catégorie' : 'Position' },
    { className: 'col-num', text: 'N°', full: 'Numéro de la voiture' },
    { className: 'col-team', text: 'Équipe' },
    { className: 'col-driver', text: 'Pilote' },
    { className: 'col-laps numeric', text: 'Tours' },
    { className: 'col-last numeric', text: 'Dernier Tour' },
    { className: 'col-best numeric', text: 'Meilleur', full: 'Meilleur tour' },
    {
      className: 'col-gap numeric',
      text: 'Écart',
      full: classView ? 'Écart avec le leader de la catégorie' : 'Écart avec le leader',
    },
    {
      className: 'col-int numeric',
      text: 'Int.',
      full: classView
        ? 'Intervalle avec la voiture précédente de la catégorie'
        : 'Intervalle avec la voiture précédente',
    },
    SECTOR(1),
    SECTOR(2),
    SECTOR(3),
    {
      className: 'col-pits numeric',
      text: 'Arrêts',
      full: 'Arrêts aux stands, et tours depuis le dernier',
    },
    { className: 'col-speed numeric', text: 'Vitesse', full: 'Vitesse (km/h)' },
    { className: 'col-state', text: 'État' },
    { className: 'col-more', text: 'Détails', hidden: true },
  ];
}

/** The ranking's header row; the table keeps it in view while the page scrolls. */
export function RankingHead({ classView }: { classView: boolean }) {
  return (
    <thead>
      <tr>
        {columnsOf(classView).map((column) => (
          <th key={column.text} scope="col" className={column.className}>
            {column.hidden ? (
              <span className="visually-hidden">{column.text}</span>
            ) : column.full ? (
              <abbr title={column.full}>{column.text}</abbr>
            ) : (
              column.text
            )}
          </th>
        ))}
      </tr>
    </thead>
  );
}
