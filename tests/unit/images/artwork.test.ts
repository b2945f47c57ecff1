import { describe, expect, it } from "vitest";
import { generatedCoverSvg, inlineGeneratedCover } from "@/lib/images/artwork";
import { placeholderDataUri } from "@/lib/images/placeholder";
import { routes } from "@/config/routes";

const post = { slug: "local-seo-cebu-businesses-2025", title: "Local SEO for Cebu businesses", tags: ["SEO", "Cebu"] };
const decode = (uri: string) => decodeURIComponent(uri.replace(/^data:image\/svg\+xml;charset=utf-8,/, ""));

describe("generated covers", () => {
  it("are the same drawing whether served at /covers/{slug}.svg or inlined", () => {
    const inline = inlineGeneratedCover({ ...post, cover_image_url: routes.cover(post.slug) }, "Northtide Studio");
    expect(inline).toBe(generatedCoverSvg(post, "Northtide Studio"));
    expect(inline).toContain("Local SEO for Cebu businesses");
  });

  it("are inlined only for the site's own cover of that article", () => {
    expect(inlineGeneratedCover({ ...post, cover_image_url: null }, "Northtide Studio")).toBeNull();
    expect(inlineGeneratedCover({ ...post, cover_image_url: "https://cdn.example.com/cover.jpg" }, "Northtide Studio")).toBeNull();
    expect(inlineGeneratedCover({ ...post, cover_image_url: routes.cover("another-article") }, "Northtide Studio")).toBeNull();
  });

  it("escape the title, so that it cannot break out of the drawing", () => {
    const svg = generatedCoverSvg({ ...post, title: `<script>alert("x")</script> & more` }, "Northtide Studio");
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&lt;script&gt;");
  });
});

describe("placeholderDataUri", () => {
  it("shows the given text on a drawn background", () => {
    const svg = decode(placeholderDataUri("Local SEO for Cebu b", 600, 300));
    expect(svg).toContain('viewBox="0 0 600 300"');
    expect(svg).toContain(">Local SEO for Cebu b</text>");
  });
});
