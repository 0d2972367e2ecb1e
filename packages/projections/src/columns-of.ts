/** The named columns of a row, as a query selecting them returns it. */
export function columnsOf<Row, Column extends keyof Row>(
  row: Row,
  columns: readonly Column[],
): Pick<Row, Column> {
  return Object.fromEntries(columns.map((column) => [column, row[column]])) as Pick<Row, Column>;
}
