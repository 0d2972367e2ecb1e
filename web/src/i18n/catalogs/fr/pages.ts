/** The French messages of the public pages other than the live ranking. */
export default {} as const;
