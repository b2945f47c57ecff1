import { createHash } from "node:crypto";
import { expect, type APIResponse, type Page } from "@playwright/test";

/** The Content-Security-Policy headers of a response, each one as sent (a browser enforces every one of them). */
export function policiesOf(response: APIResponse): string[] {
  return response.headersArray().filter((header) => header.name.toLowerCase() === "content-security-policy").map((header) => header.value);
}

export function scriptSources(policy: string): string[] {
  const directive = policy.split(";").map((part) => part.trim()).find((part) => part.startsWith("script-src "));
  return directive ? directive.split(/\s+/).slice(1) : [];
}

/**
 * The text of every inline script of `html` that a browser would run, as Chromium's own HTML parser reads it (not
 * the site's parser, which the build and the cache handler hash with): `page` parses it with DOMParser.
 */
export async function executableInlineScriptsByBrowser(page: Page, html: string): Promise<string[]> {
  return page.evaluate((source) => {
    const javascript = /^(|module|text\/javascript|application\/javascript|text\/ecmascript|application\/ecmascript)$/i;
    const doc = new DOMParser().parseFromString(source, "text/html");
    return [...doc.querySelectorAll("script")].filter((script) => !script.hasAttribute("src") && javascript.test((script.getAttribute("type") ?? "").trim())).map((script) => script.textContent ?? "");
  }, html);
}

export const sha256Source = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * Asserts that a cached page's response carries exactly one strict policy, and that it lists the hash of every
 * inline script its HTML holds. Returns the policy.
 */
export async function expectStrictPolicyCoveringScripts(page: Page, response: APIResponse, label: string): Promise<string> {
  const policies = policiesOf(response);
  expect(policies, `${label}: one Content-Security-Policy header`).toHaveLength(1);
  const sources = scriptSources(policies[0]);
  expect(sources, label).toContain("'self'");
  for (const forbidden of ["'unsafe-inline'", "'unsafe-eval'", "'strict-dynamic'"]) expect(sources, label).not.toContain(forbidden);
  expect(sources.filter((source) => source.startsWith("'nonce-")), `${label}: no nonce on a cached page`).toEqual([]);
  const scripts = await executableInlineScriptsByBrowser(page, await response.text());
  expect(scripts.length, `${label}: the page has inline scripts to hash`).toBeGreaterThan(0);
  const missing = scripts.map(sha256Source).filter((hash) => !sources.includes(hash));
  expect(missing, `${label}: inline scripts whose hash the policy lacks`).toEqual([]);
  return policies[0];
}

/** Records CSP violations (the DOM event and the console's report) and page errors from the next navigation on. */
export async function watchPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective}: ${event.blockedURI || "inline"} (${event.sample})`));
  });
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return async () => [...problems, ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []))];
}
