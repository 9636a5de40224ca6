/**
 * The one table look (styles/components.css): `<div className={tableStyles.scroll}>` around
 * `<table className={tableStyles.table}>`; numbers in `tableStyles.numeric` cells.
 */
export const tableStyles = {
  scroll: 'ui-table-scroll',
  table: 'ui-table',
  numeric: 'ui-numeric',
} as const;
