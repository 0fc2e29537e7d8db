// How the reports round what they show, so that the graph and the CSV give the same numbers:
// hours to 0.01, shares and ratios to 0.0001, money to the cent.
const round = (value: number, places: number) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};

export const hours = (value: number) => round(value, 2);
export const ratio = (value: number) => round(value, 4);
export const money = (value: number) => round(value, 2);

/** part / whole as a ratio; null when the whole is 0 (nothing to divide). */
export const shareOf = (part: number, whole: number): number | null => (whole ? ratio(part / whole) : null);

/** total / count rounded as hours; null without a count (MTBF without failures, say). */
export const perCount = (total: number, count: number): number | null => (count ? hours(total / count) : null);
