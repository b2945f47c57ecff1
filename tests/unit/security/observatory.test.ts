import { describe, expect, it } from "vitest";
import { staticSecurityHeaders } from "@/lib/security/headers";
import { noncePolicy, pagePolicy } from "@/lib/security/csp.mjs";
import { gradeHeaders } from "../../support/observatory";

const siteHeaders = (csp: string) => ({
  ...Object.fromEntries(staticSecurityHeaders.map(({ key, value }) => [key.toLowerCase(), value])),
  "content-security-policy": csp,
});

describe("the Observatory grader", () => {
  it("gives the site's own headers an A+, with a cached page's policy and with a per-request one", () => {
    for (const csp of [pagePolicy("<script>self.x=1</script>"), noncePolicy("abc123", [])]) {
      const result = gradeHeaders(siteHeaders(csp));
      expect(result.grade, JSON.stringify(result.tests, null, 2)).toBe("A+");
      expect(result.score).toBeGreaterThanOrEqual(100);
    }
  });

  it("penalises unsafe-inline scripts, a missing CSP and a missing HSTS header", () => {
    expect(gradeHeaders(siteHeaders("default-src 'self'; script-src 'self' 'unsafe-inline'")).tests["content-security-policy"].modifier).toBe(-20);
    const bare = gradeHeaders({});
    expect(bare.score).toBe(30);
    expect(bare.grade).toBe("D");
    expect(bare.tests["strict-transport-security"].result).toBe("hsts-not-implemented");
  });

  it("penalises unsafe-eval and insecure cookies", () => {
    expect(gradeHeaders(siteHeaders("script-src 'self' 'unsafe-eval'; object-src 'none'")).tests["content-security-policy"].modifier).toBe(-10);
    expect(gradeHeaders({ ...siteHeaders(pagePolicy("")), "set-cookie": ["a=b; Path=/"] }).tests.cookies.modifier).toBe(-20);
  });

  it("marks the development CSP (unsafe-eval, for React's dev tools) as such", () => {
    expect(gradeHeaders(siteHeaders(noncePolicy("n", [], { dev: true }))).tests["content-security-policy"].result).toBe("csp-implemented-with-unsafe-eval");
  });
});
