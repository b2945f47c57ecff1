import type { Metadata, Viewport } from "next";
import { ToastProvider } from "@/components/ui/toast";
import { site } from "@/config/site";
import { geistMono, geistSans } from "./fonts";
import { feedAlternate } from "@/lib/seo/metadata";
import { ThemeBoot } from "@/components/layout/theme-boot";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(site.host),
  title: { default: `${site.brand} | Premium Web Design, AI Automation & Digital Transformation`, template: `%s | ${site.brand}` },
  description: site.tagline,
  authors: [{ name: site.founder.name }],
  formatDetection: { telephone: false },
  alternates: { types: feedAlternate },
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#f7f7f4" },
    { media: "(prefers-color-scheme: dark)", color: "#0b0f14" },
  ],
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={`${geistSans.variable} ${geistMono.variable}`} suppressHydrationWarning>
      <head>
        <ThemeBoot />
      </head>
      <body className="bg-bg text-fg antialiased">
        <ToastProvider>{children}</ToastProvider>
      </body>
    </html>
  );
}
