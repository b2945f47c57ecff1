"use client";

import dynamic from "next/dynamic";

const AnalyticsDashboard = dynamic(() => import("./analytics-dashboard"), {
  ssr: false,
  loading: () => (
    <p role="status" className="grid min-h-[60vh] place-items-center text-center text-muted">
      <span className="js-only">Loading preview...</span>
      <span className="no-js-only">This dashboard draws its sample data in the browser: turn on JavaScript to see it.</span>
    </p>
  ),
});

export function StandaloneDashboard() {
  return <AnalyticsDashboard standalone />;
}
