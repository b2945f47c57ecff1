import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // End-to-end tests drive the browser on purpose, full-page loads included.
    files: ["tests/e2e/**"],
    rules: { "@next/next/no-location-assign-relative-destination": "off" },
  },
  globalIgnores([".next/**", ".next-*/**", ".data/**", ".lighthouse/**", "test-results/**", "playwright-report/**", "coverage/**", "next-env.d.ts"]),
]);
