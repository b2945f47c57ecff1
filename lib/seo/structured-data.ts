import { absoluteUrl, site } from "@/config/site";
import { queryParams, routes } from "@/config/routes";
import type { Crumb } from "./breadcrumbs";

/** JSON-LD builders (schema.org). Each returns a plain object; components/seo/json-ld.tsx serialises it safely. */

type Thing = Record<string, unknown>;
const CONTEXT = "https://schema.org";

type Office = (typeof site.offices)[number];

/** A studio's address as schema.org PostalAddress: the city, region and country config/site.ts holds, nothing more. */
export function postalAddress(office: Office): Thing {
  return { "@type": "PostalAddress", addressLocality: office.locality, addressRegion: office.region, addressCountry: office.countryCode };
}

/** The studio that serves a country (the Cebu City studio the Philippines, the Vancouver one Canada); else the first. */
export function officeFor(country: string): Office {
  return site.offices.find((office) => office.country === country) ?? site.offices[0];
}

/** The countries the business serves: those of its studios. */
const countriesServed = () => site.offices.map((office) => ({ "@type": "Country", name: office.country }));

const organizationRef = () => ({ "@type": "Organization", "@id": `${absoluteUrl(routes.home)}#organization`, name: site.brand, url: absoluteUrl(routes.home) });

export function organizationJsonLd(): Thing {
  return {
    "@context": CONTEXT,
    "@type": "Organization",
    "@id": `${absoluteUrl(routes.home)}#organization`,
    name: site.brand,
    url: absoluteUrl(routes.home),
    logo: absoluteUrl(routes.icon),
    email: site.email,
    telephone: site.phone,
    address: site.offices.map(postalAddress),
    description: site.tagline,
    founder: { "@type": "Person", name: site.founder.name },
    sameAs: [site.socialUrl, site.photoSocialUrl],
    areaServed: countriesServed(),
  };
}

export function webSiteJsonLd(): Thing {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    "@id": `${absoluteUrl(routes.home)}#website`,
    name: site.brand,
    url: absoluteUrl(routes.home),
    publisher: organizationRef(),
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${absoluteUrl(routes.search)}?${queryParams.search}={search_term}` },
      "query-input": "required name=search_term",
    },
  };
}

export function personJsonLd(): Thing {
  return {
    "@context": CONTEXT,
    "@type": "Person",
    "@id": `${absoluteUrl(routes.about)}#founder`,
    name: site.founder.name,
    jobTitle: site.founder.jobTitle,
    url: absoluteUrl(routes.about),
    email: site.email,
    worksFor: organizationRef(),
    workLocation: site.offices.map((office) => ({ "@type": "Place", name: office.label, address: postalAddress(office) })),
    knowsAbout: ["Web design", "Web development", "AI automation", "Search engine optimisation", "Digital transformation", "IT systems and networks"],
    sameAs: [site.socialUrl, site.photoSocialUrl],
  };
}

export function serviceJsonLd(service: { name: string; description: string; path: string }): Thing {
  return {
    "@context": CONTEXT,
    "@type": "Service",
    name: service.name,
    description: service.description,
    url: absoluteUrl(service.path),
    provider: organizationRef(),
    areaServed: countriesServed(),
  };
}

/**
 * A regional page's business: the studio itself (its name, never the page's title), at the address of the studio that
 * serves the page's country, with its telephone, e-mail and the area the page is about.
 */
export function professionalServiceJsonLd(page: { description: string; path: string; country: string; region?: string; services: string[] }): Thing {
  const areaServed = page.region
    ? [{ "@type": "AdministrativeArea", name: page.region, containedInPlace: { "@type": "Country", name: page.country } }]
    : [{ "@type": "Country", name: page.country }];
  return {
    "@context": CONTEXT,
    "@type": "ProfessionalService",
    "@id": `${absoluteUrl(page.path)}#service`,
    name: site.brand,
    description: page.description,
    url: absoluteUrl(page.path),
    address: postalAddress(officeFor(page.country)),
    telephone: site.phone,
    email: site.email,
    image: absoluteUrl(routes.icon),
    parentOrganization: organizationRef(),
    areaServed,
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: `Services for ${page.region ?? page.country}`,
      itemListElement: page.services.map((name) => ({ "@type": "Offer", itemOffered: { "@type": "Service", name } })),
    },
  };
}

export function articleJsonLd(post: { title: string; description: string; slug: string; image: string; publishedTime: string | null; modifiedTime: string | null; tags: string[] }): Thing {
  return {
    "@context": CONTEXT,
    "@type": "Article",
    headline: post.title.slice(0, 110),
    description: post.description,
    image: [post.image.startsWith("http") ? post.image : absoluteUrl(post.image)],
    datePublished: post.publishedTime ?? undefined,
    dateModified: post.modifiedTime ?? post.publishedTime ?? undefined,
    author: { "@type": "Person", name: site.founder.name, url: absoluteUrl(routes.about) },
    publisher: { ...organizationRef(), logo: { "@type": "ImageObject", url: absoluteUrl(routes.icon) } },
    mainEntityOfPage: { "@type": "WebPage", "@id": absoluteUrl(routes.article(post.slug)) },
    keywords: post.tags.join(", ") || undefined,
  };
}

/** BreadcrumbList with positions from 1 of a trail of lib/seo/breadcrumbs.ts, e.g. Home, Blog, the post. */
export function breadcrumbJsonLd(crumbs: Crumb[]): Thing {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: absoluteUrl(crumb.path) })),
  };
}
