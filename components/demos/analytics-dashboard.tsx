"use client";

import { useEffect, useState } from "react";
import { Area, AreaChart, Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { DASHBOARD_REFRESH_MS, generateDashboardData, KPI_DELTAS, type DashboardPoint } from "@/lib/demos/dashboard";

/** The analytics dashboard (Recharts). Loaded only where it is shown; in standalone mode the data regenerates every 10 s. */
export default function AnalyticsDashboard({ standalone = false }: { standalone?: boolean }) {
  const [data, setData] = useState<DashboardPoint[]>(() => generateDashboardData());
  const [generation, setGeneration] = useState(1);

  useEffect(() => {
    if (!standalone) return;
    const timer = window.setInterval(() => {
      setData(generateDashboardData());
      setGeneration((value) => value + 1);
    }, DASHBOARD_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [standalone]);

  const totals = { Visitors: data.reduce((s, p) => s + p.visitors, 0), "Sign-ups": data.reduce((s, p) => s + p.signups, 0), Revenue: data.reduce((s, p) => s + p.revenue, 0) };
  return (
    <div data-testid="dashboard" data-generation={generation} className="grid gap-5">
      <ul className="grid gap-4 sm:grid-cols-3">
        {KPI_DELTAS.map((kpi) => (
          <li key={kpi.label} className="card p-5">
            <p className="text-small text-muted">{kpi.label}</p>
            <p className="mt-1 text-2xl font-semibold tabular-nums">{kpi.label === "Revenue" ? "$" : ""}{totals[kpi.label].toLocaleString("en-US")}</p>
            <p className={`mt-1 text-small font-semibold ${kpi.delta.startsWith("+") ? "text-accent" : "text-coral"}`} data-testid="kpi-delta">
              {kpi.delta}% this month
            </p>
          </li>
        ))}
      </ul>
      <div className="grid gap-5 lg:grid-cols-2">
        <figure className="card p-5">
          <figcaption className="text-small font-semibold">Visitors and sign-ups, M1 to M12</figcaption>
          <div className="mt-4 h-64">
            <ResponsiveContainer width="100%" height="100%">
              <AreaChart data={data} margin={{ left: -12, right: 8, top: 8 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
                <XAxis dataKey="name" stroke="var(--muted)" fontSize={12} />
                <YAxis stroke="var(--muted)" fontSize={12} />
                <Tooltip contentStyle={{ background: "var(--surface)", border: "1px solid var(--border)", borderRadius: 12, color: "var(--fg)" }} />
                <Area type="monotone" dataKey="visitors" stroke="var(--accent)" fill="var(--accent)" fillOpacity={0.18} isAnimationActive={false} />
                <Area type="monotone" dataKey="signups" stroke="var(--coral)" fill="var(--coral)" fillOpacity={0.15} isAnimationActive={false} />
              </AreaChart>
            </ResponsiveContainer>
          </div>
        </figure>
        <figure className="card p-5">
          <figcaption className="text-small font-semibold">Revenue by month</figcaption>
          <div className="mt-4 h-64">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={data} margin={{ left: -4, right: 8, top: 8 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
                <XAxis dataKey="name" stroke="var(--muted)" fontSize={12} />
                <YAxis stroke="var(--muted)" fontSize={12} />
                <Tooltip contentStyle={{ background: "var(--surface)", border: "1px solid var(--border)", borderRadius: 12, color: "var(--fg)" }} />
                <Bar dataKey="revenue" fill="var(--accent)" radius={[6, 6, 0, 0]} isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          </div>
        </figure>
      </div>
      <table className="sr-only">
        <caption>Monthly figures</caption>
        <thead><tr><th scope="col">Month</th><th scope="col">Visitors</th><th scope="col">Sign-ups</th><th scope="col">Revenue</th></tr></thead>
        <tbody>{data.map((point) => <tr key={point.name}><th scope="row">{point.name}</th><td>{point.visitors}</td><td>{point.signups}</td><td>{point.revenue}</td></tr>)}</tbody>
      </table>
    </div>
  );
}
