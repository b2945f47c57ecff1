import localFont from "next/font/local";

/**
 * Geist (SIL Open Font License, app/fonts/GEIST-LICENSE.txt), shipped with the site. The sans face is subset to Latin
 * and its weight axis cut to the 400-700 the site uses (fontTools' instancer), 24 KB where the whole face is 70. It is
 * preloaded and "optional": used when it has arrived by the first paint (nearly always), and otherwise not swapped in
 * later, since the swap re-wraps every line on screen (CLS up to 0.08 with a late font).
 */
export const geistSans = localFont({
  src: "./fonts/geist-latin.woff2",
  variable: "--font-geist-sans",
  weight: "400 700",
  display: "optional",
  adjustFontFallback: "Arial",
});

/** Only code (articles, the admin) uses the mono face: subset to Latin like the sans face, and not preloaded. */
export const geistMono = localFont({
  src: "./fonts/geist-mono.woff2",
  variable: "--font-geist-mono",
  weight: "100 900",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
});
