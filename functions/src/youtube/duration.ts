/** Formats an ISO 8601 duration (PT1H2M3S) as 1:02:03 or 2:03; 'N/A' when unknown or zero. */
export function formatIsoDuration(iso: string | undefined): string {
  const match = iso ? /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(iso) : null;
  if (!match) return 'N/A';
  const [, d, h, m, s] = match.map((part) => Number(part ?? 0));
  const hours = d * 24 + h;
  const total = hours * 3600 + m * 60 + s;
  if (total === 0) return 'N/A';
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
