/** A designed mock-up of a concept project's home screen inside a browser frame, drawn from the project's name. */
const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] as string);

const THEMES = [
  { brand: "#0e7490", soft: "#cffafe", ink: "#083344", warm: "#f59e0b" },
  { brand: "#4f46e5", soft: "#e0e7ff", ink: "#1e1b4b", warm: "#f472b6" },
  { brand: "#92400e", soft: "#fef3c7", ink: "#451a03", warm: "#16a34a" },
  { brand: "#0f766e", soft: "#ccfbf1", ink: "#042f2e", warm: "#f26b5b" },
  { brand: "#1d4ed8", soft: "#dbeafe", ink: "#172554", warm: "#22c55e" },
  { brand: "#be123c", soft: "#ffe4e6", ink: "#4c0519", warm: "#0ea5e9" },
];

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}

export function mockupSvg(name: string, tagline: string): string {
  const t = THEMES[hash(name) % THEMES.length];
  const words = name.split(" ");
  const logo = escapeXml(words.slice(0, 2).join(" "));
  const headline = escapeXml(tagline.length > 34 ? `${tagline.slice(0, 33).trimEnd()}…` : tagline);
  const font = "Geist, ui-sans-serif, system-ui, sans-serif";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800" role="img" aria-label="${escapeXml(name)} home screen mock-up">
<rect width="1200" height="800" fill="#e9eef2"/>
<rect x="60" y="50" width="1080" height="700" rx="22" fill="#ffffff"/>
<path d="M60 72a22 22 0 0 1 22-22h1036a22 22 0 0 1 22 22v34H60Z" fill="#f1f4f6"/>
<circle cx="92" cy="78" r="7" fill="#f26b5b"/><circle cx="116" cy="78" r="7" fill="#f5b94a"/><circle cx="140" cy="78" r="7" fill="#3ccf8e"/>
<rect x="420" y="66" width="360" height="24" rx="12" fill="#ffffff"/>
<rect x="60" y="106" width="1080" height="644" fill="${t.soft}"/>
<rect x="100" y="138" width="34" height="34" rx="10" fill="${t.brand}"/>
<text x="148" y="162" font-family="${font}" font-size="20" font-weight="700" fill="${t.ink}">${logo}</text>
<g font-family="${font}" font-size="15" fill="${t.ink}" opacity=".75"><text x="690" y="161">Services</text><text x="784" y="161">Stories</text><text x="870" y="161">About</text></g>
<rect x="950" y="138" width="150" height="38" rx="19" fill="${t.brand}"/><text x="1025" y="162" text-anchor="middle" font-family="${font}" font-size="15" font-weight="600" fill="#ffffff">Book now</text>
<text x="100" y="270" font-family="${font}" font-size="50" font-weight="700" letter-spacing="-1.5" fill="${t.ink}">${headline}</text>
<rect x="100" y="300" width="470" height="12" rx="6" fill="${t.ink}" opacity=".14"/><rect x="100" y="324" width="400" height="12" rx="6" fill="${t.ink}" opacity=".14"/>
<rect x="100" y="366" width="170" height="50" rx="25" fill="${t.brand}"/><text x="185" y="397" text-anchor="middle" font-family="${font}" font-size="16" font-weight="600" fill="#ffffff">Get started</text>
<rect x="286" y="366" width="150" height="50" rx="25" fill="none" stroke="${t.ink}" stroke-opacity=".3" stroke-width="2"/><text x="361" y="397" text-anchor="middle" font-family="${font}" font-size="16" font-weight="600" fill="${t.ink}">Learn more</text>
<rect x="660" y="214" width="440" height="300" rx="24" fill="${t.brand}"/>
<circle cx="1010" cy="290" r="56" fill="${t.warm}" opacity=".9"/>
<path d="M660 440c80-50 150-50 220 0s150 50 220 0v50a24 24 0 0 1-24 24H684a24 24 0 0 1-24-24Z" fill="#ffffff" opacity=".22"/>
<path d="M660 470c80-40 150-40 220 0s150 40 220 0v20a24 24 0 0 1-24 24H684a24 24 0 0 1-24-24Z" fill="#ffffff" opacity=".3"/>
${[0, 1, 2].map((i) => `<rect x="${100 + i * 340}" y="556" width="320" height="160" rx="18" fill="#ffffff"/><rect x="${124 + i * 340}" y="580" width="44" height="44" rx="12" fill="${i === 1 ? t.warm : t.brand}" opacity=".9"/><rect x="${124 + i * 340}" y="642" width="200" height="12" rx="6" fill="${t.ink}" opacity=".7"/><rect x="${124 + i * 340}" y="666" width="260" height="10" rx="5" fill="${t.ink}" opacity=".18"/><rect x="${124 + i * 340}" y="686" width="220" height="10" rx="5" fill="${t.ink}" opacity=".18"/>`).join("")}
</svg>`;
}
