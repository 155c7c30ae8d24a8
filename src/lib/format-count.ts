const countFormat = new Intl.NumberFormat('en-IN');

/** A count for display: "1,984", or "10,000+" when it stopped at a query's cap (`orMore`). */
export function formatCount(value: number, orMore = false): string {
  return `${countFormat.format(value)}${orMore ? '+' : ''}`;
}
