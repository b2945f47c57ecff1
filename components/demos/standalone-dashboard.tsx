"use client";

import dynamic from "next/dynamic";

const AnalyticsDashboard = dynamic(() => import("./analytics-dashboard"), {
  ssr: false,
  loading: () => <p role="status" className="grid min-h-[60vh] place-items-center text-muted">Loading preview...</p>,
});

export function StandaloneDashboard() {
  return <AnalyticsDashboard standalone />;
}
