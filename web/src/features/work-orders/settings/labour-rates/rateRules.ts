// An hourly rate's check, the range the server accepts (HourlyRateSchema in labour.schemas.ts):
// 0 to 1,000,000 in the farm's currency, kept to the cent. Blank means "no rate of its own".

export const RATE_MAX = 1_000_000;

export function rateError(rate: number | null | undefined): string | null {
  if (rate == null) return null;
  return Number.isFinite(rate) && rate >= 0 && rate <= RATE_MAX ? null : 'workOrders.settings.rates.range';
}
