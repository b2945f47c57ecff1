import type { ReactNode } from "react";
import { PageHeader } from "./page-header";

export function LegalPage({ title, intro, updated, children }: { title: string; intro: string; updated: string; children: ReactNode }) {
  return (
    <>
      <PageHeader eyebrow={`Last updated ${updated}`} title={title} intro={intro} />
      <div className="container-site pb-24">
        <div className="prose-article max-w-[44rem]">{children}</div>
      </div>
    </>
  );
}
