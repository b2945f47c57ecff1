/**
 * Grades response headers by the MDN HTTP Observatory's scoring rules (the header tests that apply to one
 * response: CSP, cookies, HSTS, Referrer-Policy, X-Content-Type-Options, X-Frame-Options, CORP).
 * Start at 100, add each test's modifier; A+ is 100 or more. Bonus points count only from a base of 90 up, as there.
 */
export type ObservatoryResult = { score: number; grade: string; tests: Record<string, { result: string; modifier: number }> };

const GRADES: [number, string][] = [
  [100, "A+"], [90, "A"], [85, "A-"], [80, "B+"], [70, "B"], [65, "B-"], [60, "C+"], [50, "C"], [45, "C-"], [40, "D+"], [30, "D"], [25, "D-"], [0, "F"],
];

function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of header.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

function gradeCsp(header: string | undefined): [string, number] {
  if (!header) return ["csp-not-implemented", -25];
  const csp = parseCsp(header);
  const fallback = csp.get("default-src");
  const scripts = csp.get("script-src") ?? fallback;
  const styles = csp.get("style-src") ?? fallback;
  if (!scripts) return ["csp-implemented-with-unsafe-inline", -20];
  const hasNonceOrHash = scripts.some((v) => /^'(nonce|sha(256|384|512))-/.test(v));
  const strictDynamic = scripts.includes("'strict-dynamic'");
  const unsafeInlineScripts = scripts.includes("'unsafe-inline'") && !hasNonceOrHash;
  const insecure = (values: string[] | undefined) => (values ?? []).some((v) => v === "http:" || v.startsWith("http://") || v === "*" || (v === "https:" && !strictDynamic));
  if (unsafeInlineScripts || scripts.includes("data:")) return ["csp-implemented-with-unsafe-inline", -20];
  if (insecure(scripts)) return ["csp-implemented-with-insecure-scheme", -20];
  if (scripts.includes("'unsafe-eval'")) return ["csp-implemented-with-unsafe-eval", -10];
  const objects = csp.get("object-src") ?? fallback;
  if (!objects || !objects.includes("'none'") && !objects.includes("'self'")) return ["csp-implemented-but-object-src-not-restricted", -10];
  if (styles?.includes("'unsafe-inline'")) return ["csp-implemented-with-unsafe-inline-in-style-src-only", 0];
  if (fallback?.includes("'none'")) return ["csp-implemented-with-no-unsafe-default-src-none", 10];
  return ["csp-implemented-with-no-unsafe", 5];
}

function gradeHsts(header: string | undefined): [string, number] {
  if (!header) return ["hsts-not-implemented", -20];
  const maxAge = Number(/max-age=(\d+)/i.exec(header)?.[1] ?? NaN);
  if (Number.isNaN(maxAge)) return ["hsts-header-invalid", -20];
  return maxAge >= 15768000 ? ["hsts-implemented-max-age-at-least-six-months", 0] : ["hsts-implemented-max-age-less-than-six-months", -10];
}

function gradeReferrer(header: string | undefined): [string, number] {
  if (!header) return ["referrer-policy-not-implemented", 0];
  const last = header.split(",").map((v) => v.trim().toLowerCase()).pop() ?? "";
  if (["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(last)) return ["referrer-policy-private", 5];
  if (["origin", "origin-when-cross-origin", "no-referrer-when-downgrade"].includes(last)) return ["referrer-policy-no-referrer-when-downgrade", 0];
  if (last === "unsafe-url") return ["referrer-policy-unsafe", -5];
  return ["referrer-policy-header-invalid", -5];
}

function gradeFraming(xfo: string | undefined, csp: string | undefined): [string, number] {
  const ancestors = csp ? parseCsp(csp).get("frame-ancestors") : undefined;
  if (ancestors && !ancestors.includes("*")) return ["xfo-implemented-via-csp", 5];
  if (!xfo) return ["xfo-not-implemented", -20];
  return /^(deny|sameorigin)$/i.test(xfo.trim()) ? ["xfo-sameorigin-or-deny", 0] : ["xfo-header-invalid", -20];
}

function gradeCookies(setCookies: string[]): [string, number] {
  if (setCookies.length === 0) return ["cookies-not-found", 0];
  const lower = setCookies.map((c) => c.toLowerCase());
  if (lower.some((c) => !/;\s*secure/.test(c))) return ["cookies-without-secure-flag", -20];
  if (lower.some((c) => !/;\s*samesite=/.test(c))) return ["cookies-secure-with-httponly-sessions", 0];
  return ["cookies-secure-with-httponly-sessions-and-samesite", 5];
}

export function gradeHeaders(headers: Record<string, string | string[] | undefined>): ObservatoryResult {
  const get = (name: string) => {
    const value = headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(", ") : value;
  };
  const setCookie = headers["set-cookie"];
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? setCookie.split(/\n/) : [];
  const results: [string, [string, number]][] = [
    ["content-security-policy", gradeCsp(get("content-security-policy"))],
    ["cookies", gradeCookies(cookies)],
    ["strict-transport-security", gradeHsts(get("strict-transport-security"))],
    ["referrer-policy", gradeReferrer(get("referrer-policy"))],
    ["x-content-type-options", get("x-content-type-options")?.trim().toLowerCase() === "nosniff" ? ["x-content-type-options-nosniff", 0] : ["x-content-type-options-not-implemented", -5]],
    ["x-frame-options", gradeFraming(get("x-frame-options"), get("content-security-policy"))],
    ["cross-origin-resource-policy", get("cross-origin-resource-policy") ? ["corp-implemented", 0] : ["corp-not-implemented", 0]],
  ];
  const tests = Object.fromEntries(results.map(([name, [result, modifier]]) => [name, { result, modifier }]));
  const penalties = results.reduce((sum, [, [, m]]) => sum + Math.min(m, 0), 0);
  const bonuses = results.reduce((sum, [, [, m]]) => sum + Math.max(m, 0), 0);
  const base = 100 + penalties;
  const score = base >= 90 ? base + bonuses : base;
  const grade = GRADES.find(([min]) => score >= min)?.[1] ?? "F";
  return { score, grade, tests };
}
