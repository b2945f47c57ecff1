/** The analytics dashboard's generated data (docs/product.md, "The demo catalogue"). */
export type DashboardPoint = { name: string; visitors: number; signups: number; revenue: number };

export const DASHBOARD_REFRESH_MS = 10_000;
export const DASHBOARD_RANGES = { visitors: [2000, 9999], signups: [400, 1899], revenue: [5000, 24999] } as const;
/** Each is shown as "{delta}% this month". */
export const KPI_DELTAS = [
  { label: "Visitors", delta: "+12.4" },
  { label: "Sign-ups", delta: "+5.1" },
  { label: "Revenue", delta: "\u22123.2" },
] as const;

const between = (random: () => number, [min, max]: readonly [number, number]) => min + Math.floor(random() * (max - min + 1));

/** Twelve monthly points, M1 to M12, each value a whole number within its inclusive range. */
export function generateDashboardData(random: () => number = Math.random): DashboardPoint[] {
  return Array.from({ length: 12 }, (_, index) => ({
    name: `M${index + 1}`,
    visitors: between(random, DASHBOARD_RANGES.visitors),
    signups: between(random, DASHBOARD_RANGES.signups),
    revenue: between(random, DASHBOARD_RANGES.revenue),
  }));
}
