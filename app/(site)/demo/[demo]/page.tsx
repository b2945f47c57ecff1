import type { Metadata } from "next";
import { DemoPage, demoPageMetadata } from "@/components/demos/demo-page";
import { NotFoundPage } from "@/components/layout/not-found-page";
import { allDemoItems, isDemoEnabled } from "@/lib/demos/catalog";
import { notFoundMetadata } from "@/lib/shell/not-found";

/** /demo/?demo=ID (proxy.ts rewrites it here): the demo browser opened on that demo. */

export function generateStaticParams() {
  return allDemoItems.filter(isDemoEnabled).map((item) => ({ demo: item.id }));
}

type Props = { params: Promise<{ demo: string }> };

const isShownDemo = (id: string) => allDemoItems.some((item) => item.id === id && isDemoEnabled(item));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return isShownDemo((await params).demo) ? demoPageMetadata : notFoundMetadata("page");
}

export default async function DemoFromQuery({ params }: Props) {
  const { demo } = await params;
  if (!isShownDemo(demo)) return <NotFoundPage kind="page" />;
  return <DemoPage initialId={demo} />;
}
