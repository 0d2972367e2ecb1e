/** The title of the reports list, also the suffix of each report's title. */
export const REPORTS_TITLE = 'Rapports de session';
