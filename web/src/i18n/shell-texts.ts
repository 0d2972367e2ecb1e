import type { LanguageCode, SOURCE_LANGUAGE } from './languages.ts';

/**
 * What the page shell and the installed app say before any script runs: the search engines' description and
 * the app's name, in each language but French, whose are in index.html and public/manifest.webmanifest (the
 * build writes one shell and one manifest per other language from them).
 */
export const SHELL_TEXTS: Readonly<
  Record<Exclude<LanguageCode, typeof SOURCE_LANGUAGE>, { name: string; description: string }>
> = {
  en: {
    name: 'Le Mans live — 24 Hours of Le Mans live',
    description:
      'Follow the 24 Hours of Le Mans and the FIA WEC live: classification, sectors, pit stops, flags, weather and schedule.',
  },
  es: {
    name: 'Le Mans live — 24 Horas de Le Mans en directo',
    description:
      'Sigue en directo las 24 Horas de Le Mans y el FIA WEC: clasificación, sectores, paradas en boxes, banderas, meteorología y programa.',
  },
  de: {
    name: 'Le Mans live — 24 Stunden von Le Mans live',
    description:
      'Verfolgen Sie die 24 Stunden von Le Mans und die FIA WEC live: Klassement, Sektoren, Boxenstopps, Flaggen, Wetter und Zeitplan.',
  },
  it: {
    name: 'Le Mans live — 24 Ore di Le Mans in diretta',
    description:
      'Segui in diretta la 24 Ore di Le Mans e il FIA WEC: classifica, settori, pit stop, bandiere, meteo e programma.',
  },
  pt: {
    name: 'Le Mans live — 24 Horas de Le Mans em direto',
    description:
      'Acompanhe em direto as 24 Horas de Le Mans e o FIA WEC: classificação, setores, paragens nas boxes, bandeiras, meteorologia e programa.',
  },
  nl: {
    name: 'Le Mans live — 24 uur van Le Mans live',
    description:
      'Volg de 24 uur van Le Mans en het FIA WEC live: klassement, sectoren, pitstops, vlaggen, weer en programma.',
  },
  pl: {
    name: 'Le Mans live — 24h Le Mans na żywo',
    description:
      'Śledź na żywo 24h Le Mans i FIA WEC: klasyfikacja, sektory, pit stopy, flagi, pogoda i harmonogram.',
  },
  ru: {
    name: 'Le Mans live — 24 часа Ле-Мана онлайн',
    description:
      'Следите за «24 часами Ле-Мана» и FIA WEC в прямом эфире: классификация, секторы, пит-стопы, флаги, погода и расписание.',
  },
  ja: {
    name: 'Le Mans live — ル・マン24時間レース ライブ',
    description:
      'ル・マン24時間レースとFIA WECをライブで：順位、セクター、ピットストップ、フラッグ、天気、スケジュール。',
  },
  zh: {
    name: 'Le Mans live — 勒芒24小时耐力赛直播',
    description: '实时关注勒芒24小时耐力赛和FIA WEC：排名、扇区、进站、旗帜、天气和赛程。',
  },
  ar: {
    name: 'Le Mans live — سباق لومان 24 ساعة مباشرة',
    description:
      'تابع سباق لومان 24 ساعة وبطولة FIA WEC مباشرة: الترتيب والقطاعات والتوقفات في منطقة الصيانة والأعلام والطقس والبرنامج.',
  },
};
