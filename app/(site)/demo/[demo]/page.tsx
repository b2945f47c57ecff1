import { notFound } from "next/navigation";
import { DemoPage, demoPageMetadata } from "@/components/demos/demo-page";
import { allDemoItems, isDemoEnabled } from "@/lib/demos/catalog";

/** /demo/?demo=ID (proxy.ts rewrites it here): the demo browser opened on that demo. */

export function generateStaticParams() {
  return allDemoItems.filter(isDemoEnabled).map((item) => ({ demo: item.id }));
}

export const metadata = demoPageMetadata;

export default async function DemoFromQuery({ params }: { params: Promise<{ demo: string }> }) {
  const { demo } = await params;
  if (!allDemoItems.some((item) => item.id === demo && isDemoEnabled(item))) notFound();
  return <DemoPage initialId={demo} />;
}
