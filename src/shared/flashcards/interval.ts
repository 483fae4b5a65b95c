/**
 * The interval a grade button shows (issue 25 item 4: "the next interval shown on each grade
 * button"), from the instant of the review to the card's next due instant: "<1 m" under a minute,
 * then whole minutes ("10 m"), hours ("5 h"), days ("4 d"), months of 30 days ("3 mo") and years
 * of 365 days ("1.2 y"), rounded to the nearest unit.
 */
export function formatInterval(from: Date, to: Date): string {
  const minutes = (to.getTime() - from.getTime()) / 60_000;
  if (minutes < 1) return '<1 m';
  if (minutes < 60) return `${Math.round(minutes)} m`;
  const hours = minutes / 60;
  if (hours < 23.5) return `${Math.round(hours)} h`;
  const days = hours / 24;
  if (days < 29.5) return `${Math.max(1, Math.round(days))} d`;
  if (days < 365) return `${Math.round(days / 30)} mo`;
  const years = days / 365;
  return `${Math.round(years * 10) / 10} y`;
}
