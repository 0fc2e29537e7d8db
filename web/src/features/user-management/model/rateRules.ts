// An hourly rate's check, the range the server accepts (gateway labour.schemas.ts HourlyRateSchema):
// 0 to 1,000,000 in the farm's currency. Blank means "no rate of its own": the farm's default.

export const RATE_MAX = 1_000_000;

/** A translation key when the server would refuse the rate, else null. */
export function rateError(rate: number | null | undefined): string | null {
  if (rate == null) return null;
  return Number.isFinite(rate) && rate >= 0 && rate <= RATE_MAX ? null : 'userManagement.rate.range';
}
