import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "@/components/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { buildRss } from "@/lib/seo/rss";
import {
  articleJsonLd,
  breadcrumbJsonLd,
  officeFor,
  organizationJsonLd,
  personJsonLd,
  professionalServiceJsonLd,
  serviceJsonLd,
  webSiteJsonLd,
} from "@/lib/seo/structured-data";
import { missingRequiredProperties } from "../../support/structured-data";
import { articleKeywords, JOURNAL_KEYWORDS, projectKeywords } from "@/lib/seo/keywords";
import robots from "@/app/robots";
import { site } from "@/config/site";
import { articleModifiedTime } from "@/lib/seo/site-pages";

describe("structured data", () => {
  it("has every required property on each type the site emits", () => {
    const blocks = [
      organizationJsonLd(),
      webSiteJsonLd(),
      personJsonLd(),
      serviceJsonLd({ name: "Web Design & Development", description: "d", path: "/services/#web-design" }),
      professionalServiceJsonLd({ description: "d", path: "/web-design-cebu-philippines/", country: "Philippines", region: "Cebu", services: ["a"] }),
      articleJsonLd({ title: "T", description: "d", slug: "s", image: "/covers/s.svg", publishedTime: "2025-01-01T00:00:00Z", modifiedTime: null, tags: ["SEO"] }),
      breadcrumbJsonLd([{ name: "Home", path: "/" }, { name: "Blog", path: "/blog/" }, { name: "T", path: "/blog/s/" }]),
    ];
    for (const block of blocks) expect(missingRequiredProperties(block)).toEqual([]);
  });

  it("gives a regional page's business the studio's name, the address of the studio serving its country, telephone and area", () => {
    const toronto = professionalServiceJsonLd({ description: "d", path: "/web-design-toronto-ontario/", country: "Canada", region: "Toronto", services: ["a"] });
    expect(toronto).toMatchObject({
      "@type": "ProfessionalService",
      name: "Northtide Studio",
      telephone: "+639175550142",
      address: { "@type": "PostalAddress", addressLocality: "Vancouver", addressRegion: "British Columbia", addressCountry: "CA" },
      areaServed: [{ "@type": "AdministrativeArea", name: "Toronto", containedInPlace: { "@type": "Country", name: "Canada" } }],
    });
    const philippines = professionalServiceJsonLd({ description: "d", path: "/web-design-philippines/", country: "Philippines", services: ["a"] });
    expect(philippines).toMatchObject({ name: site.brand, address: { addressLocality: "Cebu City", addressRegion: "Cebu", addressCountry: "PH" }, areaServed: [{ "@type": "Country", name: "Philippines" }] });
    expect(officeFor("Narnia")).toBe(site.offices[0]);
  });

  it("gives the organisation both studios' addresses, its telephone and the countries it serves", () => {
    const organization = organizationJsonLd();
    expect(organization.telephone).toBe(site.phone);
    expect(organization.address).toEqual([
      { "@type": "PostalAddress", addressLocality: "Cebu City", addressRegion: "Cebu", addressCountry: "PH" },
      { "@type": "PostalAddress", addressLocality: "Vancouver", addressRegion: "British Columbia", addressCountry: "CA" },
    ]);
    expect(organization.areaServed).toEqual([{ "@type": "Country", name: "Philippines" }, { "@type": "Country", name: "Canada" }]);
    const places = personJsonLd().workLocation as { name: string; address: { addressLocality: string } }[];
    expect(places.map((place) => [place.name, place.address.addressLocality])).toEqual([["Cebu City, Philippines", "Cebu City"], ["Vancouver, Canada", "Vancouver"]]);
  });

  it("reports a business without address or telephone, and an address without locality, region or country", () => {
    expect(missingRequiredProperties({ "@type": "ProfessionalService", name: "x", url: "u", areaServed: [] })).toEqual(["ProfessionalService.address", "ProfessionalService.telephone"]);
    expect(missingRequiredProperties({ "@type": "ProfessionalService", name: "x", url: "u", telephone: "t", areaServed: [], address: { "@type": "PostalAddress", addressLocality: "Cebu City" } })).toEqual([
      "address.PostalAddress.addressRegion",
      "address.PostalAddress.addressCountry",
    ]);
  });

  it("reports what is missing", () => {
    expect(missingRequiredProperties({ "@type": "Article", headline: "x" })).toEqual(["Article.image", "Article.datePublished", "Article.author", "Article.publisher"]);
  });

  it("declares the search action at /search/?query={search_term}", () => {
    const action = webSiteJsonLd().potentialAction as { target: { urlTemplate: string } };
    expect(action.target.urlTemplate).toBe("https://northtide.studio/search/?query={search_term}");
  });

  it("numbers breadcrumbs from 1 with absolute URLs", () => {
    const list = breadcrumbJsonLd([{ name: "Home", path: "/" }, { name: "Blog", path: "/blog/" }, { name: "Post", path: "/blog/p/" }]).itemListElement as { position: number; item: string }[];
    expect(list.map((item) => item.position)).toEqual([1, 2, 3]);
    expect(list[2].item).toBe("https://northtide.studio/blog/p/");
  });

  it("escapes < so content cannot close the script element", () => {
    const json = serializeJsonLd({ headline: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json).headline).toBe("</script><script>alert(1)</script>");
  });
});

describe("page metadata", () => {
  it("sets a trailing-slash canonical, Open Graph and Twitter tags", () => {
    const metadata = pageMetadata({ title: "About", description: "About the studio.", path: "/about/", keywords: ["studio"] });
    expect(metadata.keywords).toEqual(["studio"]);
    expect(metadata.alternates?.canonical).toBe("https://northtide.studio/about/");
    expect(metadata.openGraph).toMatchObject({ url: "https://northtide.studio/about/", siteName: "Northtide Studio", type: "website" });
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image" });
  });
});

describe("keywords", () => {
  it("are an article's tags, each once, or the journal's when it has none", () => {
    expect(articleKeywords(["SEO", " Cebu ", "seo", ""])).toEqual(["SEO", "Cebu"]);
    expect(articleKeywords([])).toEqual(JOURNAL_KEYWORDS);
    expect(articleKeywords(["  "])).toEqual(JOURNAL_KEYWORDS);
  });

  it("name a project and what its page is", () => {
    expect(projectKeywords({ name: "Cedar & Slate Architects" })).toEqual(["Cedar & Slate Architects", "web design portfolio", "concept website", "Northtide Studio portfolio"]);
  });
});

describe("robots.txt", () => {
  it("has only standard fields: one group for every crawler and the sitemap, no Host", () => {
    const file = robots();
    expect(Object.keys(file).sort()).toEqual(["rules", "sitemap"]);
    expect(file.rules).toEqual([{ userAgent: "*", allow: "/", disallow: ["/admin", "/api/", "/template/", "/search/"] }]);
    expect(file.sitemap).toBe("https://northtide.studio/sitemap.xml");
  });
});

describe("article modified time", () => {
  it("falls back from updated_at to published_at to created_at", () => {
    expect(articleModifiedTime({ updated_at: "u", published_at: "p", created_at: "c" })).toBe("u");
    expect(articleModifiedTime({ updated_at: null, published_at: "p", created_at: "c" })).toBe("p");
    expect(articleModifiedTime({ updated_at: null, published_at: null, created_at: "c" })).toBe("c");
  });
});

describe("RSS feed", () => {
  it("is escaped and lists items newest first as given", () => {
    const xml = buildRss([{ title: "A & B <C>", slug: "a-b", excerpt: "x < y", published_at: "2025-03-01T00:00:00Z", tags: ["SEO"] }], new Date("2025-04-01T00:00:00Z"));
    expect(xml).toContain("<title>A &amp; B &lt;C&gt;</title>");
    expect(xml).toContain("<link>https://northtide.studio/blog/a-b/</link>");
    expect(xml).toContain("<pubDate>Sat, 01 Mar 2025 00:00:00 GMT</pubDate>");
    expect(xml).not.toMatch(/<C>/);
  });
});
