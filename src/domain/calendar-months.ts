/**
 * A salon day plus whole months, clamped to the month's last day:
 * 2024-02-29 + 24 → 2026-02-28; 2026-01-31 + 1 → 2026-02-28; 2026-03-15 - 6 → 2025-09-15.
 * Plain calendar arithmetic on "YYYY-MM-DD": no instant, so no DST question arises.
 */
export function addMonthsToDay(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(Math.min(d, last)).padStart(2, "0")}`;
}
