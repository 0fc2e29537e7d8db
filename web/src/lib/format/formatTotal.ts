/** The total of a list: "1,000+" when the server stopped counting at its cap. */
export function formatTotal(total: number, exact: boolean, locale: string): string {
  const text = new Intl.NumberFormat(locale).format(total);
  return exact ? text : `${text}+`;
}
