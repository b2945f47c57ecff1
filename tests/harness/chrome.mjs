// What the Lighthouse scripts share: Debian's Chromium launched the same way, and the median of their runs.
import * as chromeLauncher from "chrome-launcher";

/** Chromium from CHROME_PATH or /usr/bin/chromium, headless, with nothing of its own on the network during a run. */
export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
}

/**
 * The middle value, or the mean of the two middle ones; null for none.
 * @param {number[]} values
 */
export function medianOf(values) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
