// A page type's JavaScript figure: the gzip KB its scripts weigh, to one decimal, as docs/performance.md shows it and
// budgets.json writes its limits. A page type is over when its figure is above its limit; an equal figure is not
// larger, so it passes.

/**
 * @param {number} bytes gzip bytes of the scripts a page loads on first visit
 * @returns {number} KB to one decimal
 */
export function jsFigureKb(bytes) {
  return Math.round((bytes / 1024) * 10) / 10;
}

/**
 * @param {number} bytes
 * @param {number} limitKb a limit in KB, with at most one decimal
 */
export function overLimit(bytes, limitKb) {
  return jsFigureKb(bytes) > limitKb;
}

/** @param {unknown} limitKb */
export function isOneDecimalLimit(limitKb) {
  return typeof limitKb === "number" && limitKb > 0 && Number.isFinite(limitKb) && Math.abs(limitKb * 10 - Math.round(limitKb * 10)) < 1e-9;
}
