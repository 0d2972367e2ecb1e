import type { NewsItem } from '../api/types.ts';

/**
 * The six items shown when GET /api/news fails (spec part 1 §8): one per category the site knows, one of
 * them urgent, so that the home page and the banner still read as a race weekend rather than going blank.
 * texts-file: news items, in French as every news item is, shown with their own `lang`.
 */
export const FALLBACK_NEWS: readonly NewsItem[] = [
  {
    id: 1,
    title: 'Classement final : revivez la course heure par heure',
    content:
      '<p>Le drapeau à damier est tombé : le classement final, les podiums de chaque catégorie et les tours de chaque équipage restent consultables sur le site.</p>',
    excerpt: 'Le classement final et les podiums de chaque catégorie restent consultables.',
    category: 'Live',
    type: 'alert',
    urgent: true,
    author: 'Rédaction',
    published_at: '2025-06-15T16:05:00+02:00',
    url: null,
    image_url: null,
  },
  {
    id: 2,
    title: 'Ferrari signe un troisième succès consécutif au Mans',
    content:
      '<p>La Ferrari 499P n°83 d’AF Corse, pilotée par Robert Kubica, Yifei Ye et Phil Hanson, remporte la 93e édition des 24 Heures du Mans après une course indécise jusqu’au dernier relais.</p>',
    excerpt: 'La Ferrari 499P n°83 d’AF Corse remporte la 93e édition des 24 Heures du Mans.',
    category: 'Hypercar',
    type: 'info',
    urgent: false,
    author: 'Rédaction',
    published_at: '2025-06-15T16:30:00+02:00',
    url: null,
    image_url: null,
  },
  {
    id: 3,
    title: 'Inter Europol Competition s’impose en LMP2',
    content:
      '<p>L’Oreca n°43 d’Inter Europol Competition s’adjuge la victoire en LMP2 au terme d’une bataille serrée avec ses poursuivants jusqu’au dimanche après-midi.</p>',
    excerpt: 'L’Oreca n°43 d’Inter Europol Competition s’adjuge la victoire en LMP2.',
    category: 'LMP2',
    type: 'info',
    urgent: false,
    author: 'Rédaction',
    published_at: '2025-06-15T16:20:00+02:00',
    url: null,
    image_url: null,
  },
  {
    id: 4,
    title: 'Porsche victorieuse en LMGT3 avec Manthey',
    content:
      '<p>La Porsche 911 GT3 R n°92 de Manthey 1st Phorm remporte la catégorie LMGT3 après vingt-quatre heures de lutte avec les Ferrari, Aston Martin et Corvette.</p>',
    excerpt: 'La Porsche n°92 de Manthey 1st Phorm remporte la catégorie LMGT3.',
    category: 'LMGT3',
    type: 'info',
    urgent: false,
    author: 'Rédaction',
    published_at: '2025-06-15T16:10:00+02:00',
    url: null,
    image_url: null,
  },
  {
    id: 5,
    title: 'Météo : un week-end chaud et sec sur la Sarthe',
    content:
      '<p>Les prévisions annoncent un temps sec et des températures de piste élevées pendant la course, avec un risque d’averse isolée en soirée.</p>',
    excerpt: 'Temps sec et piste chaude attendus, avec un risque d’averse isolée en soirée.',
    category: 'Météo',
    type: 'info',
    urgent: false,
    author: 'Rédaction',
    published_at: '2025-06-14T09:00:00+02:00',
    url: null,
    image_url: null,
  },
  {
    id: 6,
    title: 'Bienvenue sur le suivi en direct des 24 Heures du Mans 2025',
    content:
      '<p>Classement en direct, programme de la semaine, météo et alertes de la direction de course : tout le week-end du Mans au même endroit.</p>',
    excerpt: 'Classement en direct, programme, météo et alertes : tout le week-end du Mans au même endroit.',
    category: 'Actualités',
    type: 'news',
    urgent: false,
    author: 'Rédaction',
    published_at: '2025-06-06T10:00:00+02:00',
    url: null,
    image_url: null,
  },
];
