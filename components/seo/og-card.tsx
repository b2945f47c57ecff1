import { site } from "@/config/site";

/** The social card drawn by next/og (Satori): only inline styles and flexbox are understood here. */
export function OgCard({ eyebrow, title, subtitle }: { eyebrow: string; title: string; subtitle?: string }) {
  const size = title.length > 70 ? 54 : title.length > 44 ? 64 : 76;
  return (
    <div style={{ width: "100%", height: "100%", display: "flex", flexDirection: "column", justifyContent: "space-between", padding: "72px 80px", background: "linear-gradient(135deg, #0b0f14 0%, #111821 55%, #134e4a 100%)", color: "#eef2f6", fontFamily: "Geist" }}>
      <div style={{ display: "flex", alignItems: "center", gap: 18 }}>
        <svg width="56" height="56" viewBox="0 0 64 64">
          <rect width="64" height="64" rx="16" fill="#0b0f14" />
          <path d="M12 40c6-8 12-8 18 0s12 8 18 0" fill="none" stroke="#2dd4bf" strokeWidth="5" strokeLinecap="round" />
          <path d="M12 28c6-8 12-8 18 0s12 8 18 0" fill="none" stroke="#f7f7f4" strokeWidth="5" strokeLinecap="round" />
        </svg>
        <div style={{ display: "flex", fontSize: 30, fontWeight: 600, letterSpacing: "-0.01em" }}>{site.brand}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 22 }}>
        <div style={{ display: "flex", fontSize: 24, fontWeight: 600, letterSpacing: "0.14em", textTransform: "uppercase", color: "#2dd4bf" }}>{eyebrow}</div>
        <div style={{ display: "flex", fontSize: size, fontWeight: 600, lineHeight: 1.08, letterSpacing: "-0.03em", maxWidth: 1000 }}>{title}</div>
        {subtitle ? <div style={{ display: "flex", fontSize: 28, color: "#9eabbb", maxWidth: 980, lineHeight: 1.4 }}>{subtitle}</div> : null}
      </div>
      <div style={{ display: "flex", justifyContent: "space-between", fontSize: 24, color: "#9eabbb" }}>
        <div style={{ display: "flex" }}>{site.host.replace(/^https?:\/\//, "")}</div>
        <div style={{ display: "flex" }}>Cebu · Vancouver</div>
      </div>
    </div>
  );
}
