/** The French messages of the admin area. */
export default {} as const;
