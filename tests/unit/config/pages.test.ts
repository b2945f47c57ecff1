import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pages, staticPages, xmlSitemapPages } from "@/config/pages";
import { staticDocuments } from "@/lib/chat/knowledge";
import { linkGroups } from "@/lib/shell/link-groups";
import { navItems } from "@/lib/shell/navigation";
import { regionViews } from "@/lib/regions";
import { regionalPaths } from "@/lib/seo/site-pages";
import { breadcrumbTrail } from "@/lib/seo/breadcrumbs";
import { pageMetadata } from "@/lib/seo/metadata";
import { ogImagePath } from "@/lib/seo/og";
import { ogSubject } from "@/lib/seo/og-subjects";

/** config/pages.ts is the one registry of the site's static pages; paths, navigation, sitemaps, footer, breadcrumbs, social images and the assistant derive from it. */

const root = process.cwd();
const SITE_DIR = path.join(root, "app", "(site)");
const paths = staticPages.map((page) => page.path);
const pathOf = (href: string) => href.replace(/[?#].*$/, "");

describe("the static page list", () => {
  it("has unique paths, each absolute with its trailing slash", () => {
    expect(new Set(paths).size).toBe(paths.length);
    for (const pagePath of paths) expect(pagePath).toMatch(/^\/([a-z0-9-]+\/)*$/);
  });

  it("names each page, with a title and a short label", () => {
    for (const page of staticPages) {
      expect(page.title.trim()).not.toBe("");
      expect(page.label.trim()).not.toBe("");
    }
  });

  it("holds only real routes: each path is a page under app/(site)", () => {
    for (const pagePath of paths) expect(existsSync(path.join(SITE_DIR, pagePath, "page.tsx")), pagePath).toBe(true);
  });

  it("holds every static route under app/(site)", () => {
    const routeDirs = readdirSync(SITE_DIR).filter(
      (name) => !name.startsWith("[") && statSync(path.join(SITE_DIR, name)).isDirectory() && existsSync(path.join(SITE_DIR, name, "page.tsx")),
    );
    expect(routeDirs.map((name) => `/${name}/`).sort()).toEqual(paths.filter((pagePath) => pagePath !== "/").sort());
  });

  it("gives each page of /sitemap.xml its own place, a priority and a change frequency", () => {
    const positions = xmlSitemapPages().map((page) => page.sitemapXml.position);
    expect(positions).toEqual(positions.map((_, index) => index + 1));
    for (const page of xmlSitemapPages()) {
      expect(page.sitemapXml.priority).toBeGreaterThan(0);
      expect(page.sitemapXml.priority).toBeLessThanOrEqual(1);
    }
  });

  it("keeps noindex pages out of /sitemap.xml", () => {
    for (const page of staticPages) {
      const source = readFileSync(path.join(SITE_DIR, page.path, "page.tsx"), "utf8");
      if (/noindex:\s*true/.test(source)) expect(page.sitemapXml, page.path).toBeNull();
    }
  });
});

describe("the consumers derive from the list", () => {
  it("the main navigation is the pages marked for it, in their order, with their labels", () => {
    expect(navItems).toEqual(staticPages.filter((page) => page.nav).map((page) => ({ label: page.label, href: page.path })));
    for (const item of navItems) expect(paths).toContain(item.href);
  });

  it("the footer's link groups link static pages by their titles, or articles, regions, services and demos", () => {
    const regions = new Set(regionViews.map((region) => region.path));
    for (const link of linkGroups.flatMap((group) => group.links)) {
      const target = pathOf(link.href);
      if (target.startsWith("/blog/") && target !== pages.blog.path) continue;
      if (regions.has(target)) continue;
      expect(paths, link.href).toContain(target);
      const page = staticPages.find((candidate) => candidate.path === link.href);
      if (page) expect([page.title, `All ${page.title}`], link.href).toContain(link.text);
    }
  });

  it("the assistant's links point at static pages, regions or articles", () => {
    const regions = new Set(regionViews.map((region) => region.path));
    for (const link of staticDocuments().flatMap((document) => document.links)) {
      const target = pathOf(link.href);
      expect(paths.includes(target) || regions.has(target) || target.startsWith(pages.blog.path), link.href).toBe(true);
    }
  });

  it("each page's social image is its entry's: the metadata of its path names it, and the image draws its subject", async () => {
    for (const page of staticPages) {
      const image = (pageMetadata({ title: page.title, description: "", path: page.path, keywords: [] }).openGraph?.images as { url: string }[])[0].url;
      expect(image, page.path).toBe(ogImagePath("page", page.social ? page.name : "home"));
      expect(await ogSubject("page", page.name), page.path).toEqual(page.social ?? null);
    }
  });

  it("the breadcrumb trail names a page by its label", () => {
    expect(breadcrumbTrail("services")).toEqual([
      { name: pages.home.label, path: pages.home.path },
      { name: pages.services.label, path: pages.services.path },
    ]);
  });

  it("the sitemap's regional pages are the regional page list", () => {
    expect(regionalPaths()).toEqual(regionViews.map((region) => region.path));
  });
});
