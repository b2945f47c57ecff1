/**
 * The 26 tools of the home page's tech-stack marquee (two rows of 13).
 * Every slug exists in the simple-icons npm package (checked against simple-icons@16.37.0) and every
 * colour is that icon's own brand hex from the package. Some are near-black (Next.js, Vercel, GitHub);
 * the component is responsible for contrast in the dark theme.
 */

export interface TechStackItem {
  name: string;
  /** simple-icons slug */
  slug: string;
  /** simple-icons brand colour, "#RRGGBB" */
  color: string;
}

export const techStack: TechStackItem[] = [
  { name: "Next.js", slug: "nextdotjs", color: "#000000" },
  { name: "React", slug: "react", color: "#61DAFB" },
  { name: "TypeScript", slug: "typescript", color: "#3178C6" },
  { name: "Tailwind CSS", slug: "tailwindcss", color: "#06B6D4" },
  { name: "Node.js", slug: "nodedotjs", color: "#5FA04E" },
  { name: "Python", slug: "python", color: "#3776AB" },
  { name: "Vercel", slug: "vercel", color: "#000000" },
  { name: "Cloudflare", slug: "cloudflare", color: "#F38020" },
  { name: "Docker", slug: "docker", color: "#2496ED" },
  { name: "GitHub", slug: "github", color: "#181717" },
  { name: "Supabase", slug: "supabase", color: "#3FCF8E" },
  { name: "PostgreSQL", slug: "postgresql", color: "#4169E1" },
  { name: "Redis", slug: "redis", color: "#FF4438" },
  { name: "Figma", slug: "figma", color: "#F24E1E" },
  { name: "Framer", slug: "framer", color: "#0055FF" },
  { name: "Google Gemini", slug: "googlegemini", color: "#8E75B2" },
  { name: "Claude", slug: "claude", color: "#D97757" },
  { name: "n8n", slug: "n8n", color: "#FF91AC" },
  { name: "Zapier", slug: "zapier", color: "#FF4F00" },
  { name: "Make", slug: "make", color: "#6D00CC" },
  { name: "Stripe", slug: "stripe", color: "#635BFF" },
  { name: "Shopify", slug: "shopify", color: "#7AB55C" },
  { name: "WordPress", slug: "wordpress", color: "#21759B" },
  { name: "WooCommerce", slug: "woocommerce", color: "#96588A" },
  { name: "Google Analytics", slug: "googleanalytics", color: "#E37400" },
  { name: "Google Search Console", slug: "googlesearchconsole", color: "#458CF5" },
];
