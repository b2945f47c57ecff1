import { DemoPage, demoPageMetadata } from "@/components/demos/demo-page";
import { allDemoItems } from "@/lib/demos/catalog";

export const metadata = demoPageMetadata;

export default function Demos() {
  return <DemoPage initialId={allDemoItems[0].id} />;
}
