/**
 * "5,000": a whole number with its thousands grouped by commas, as en-US writes it. Plain arithmetic rather than
 * `toLocaleString`, because these texts are built when a module loads and a browser's first Intl call costs a
 * page's first load about 18 ms of main thread (ICU starting up).
 */
export function groupThousands(value: number): string {
  const sign = value < 0 ? "-" : "";
  const digits = String(Math.trunc(Math.abs(value)));
  return sign + digits.replace(/\B(?=(\d{3})+$)/g, ",");
}
