import type { Metadata } from "next";
import { RegionLanding } from "@/components/sections/region-landing";
import { JsonLd } from "@/components/seo/json-ld";
import { findRegion, regionViews } from "@/lib/regions";
import { pageMetadata } from "@/lib/seo/metadata";
import { ogImagePath } from "@/lib/seo/og";
import { breadcrumbJsonLd, professionalServiceJsonLd } from "@/lib/seo/structured-data";
import { breadcrumbTrail } from "@/lib/seo/breadcrumbs";

type Props = { params: Promise<{ landing: string }> };

/**
 * Only the regions' slugs are built; any other single segment falls through to app/(site)/[...missing], whose complete
 * not-found page then stays out of this page's browser code. So findRegion finds every segment that reaches this page.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return regionViews.map((view) => ({ landing: view.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const region = findRegion((await params).landing)!;
  return pageMetadata({ title: region.title, description: region.description, path: region.path, keywords: region.keywords, image: ogImagePath("region", region.slug) });
}

export default async function RegionalLandingPage({ params }: Props) {
  const region = findRegion((await params).landing)!;
  return (
    <>
      <JsonLd
        data={[
          professionalServiceJsonLd({ description: region.description, path: region.path, country: region.country, region: region.region, services: region.services.map((service) => service.title) }),
          breadcrumbJsonLd(breadcrumbTrail({ name: `${region.place} Web Design`, path: region.path })),
        ]}
      />
      <RegionLanding region={region} />
    </>
  );
}
