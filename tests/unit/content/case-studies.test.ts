import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readProjectFile } from "@/lib/content/files-source";
import { GALLERY_ALT_REQUIRED, projectSchema } from "@/lib/content/schemas";
import { factRows, hasCaseStudy, projectTitle } from "@/lib/content/portfolio";

const BASE = { id: "p-reef", name: "Reef Booking", slug: "reef-booking", description: "A booking concept.", created_at: "2026-01-02T03:04:05Z" };

const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function folderWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "case-studies-"));
  folders.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

const caseFile = (front: string, body = "## The brief\n\nA resort that sells dives and rooms together.") => `---\n${front}\n---\n${body}\n`;

describe("the project schema's case study fields", () => {
  it("a project without them has no body, no facts and an empty gallery", () => {
    const project = projectSchema.parse(BASE);
    expect(project).toMatchObject({ headline: null, body: null, facts: null, gallery: [] });
    expect(hasCaseStudy(project)).toBe(false);
    expect(projectTitle(project)).toBe("Reef Booking: Portfolio Concept");
  });

  it("takes a body, facts and a gallery; a blank body counts as none", () => {
    const project = projectSchema.parse({
      ...BASE,
      headline: "Dives and rooms in one flow",
      body: "## The brief",
      facts: { client_type: "Fictional resort", location: "Mactan, Cebu", services: ["Web"], outcomes: [{ label: "Target", value: "60%" }] },
      gallery: [{ src: "/projects/reef.webp", alt: "The booking bar" }],
    });
    expect(project.facts).toEqual({ client_type: "Fictional resort", location: "Mactan, Cebu", services: ["Web"], stack: [], timeline: null, outcomes: [{ label: "Target", value: "60%" }] });
    expect(project.gallery).toEqual([{ src: "/projects/reef.webp", alt: "The booking bar" }]);
    expect(projectTitle(project)).toBe("Dives and rooms in one flow (Concept)");
    expect(factRows(project.facts).map((row) => row.label)).toEqual(["Client", "Location", "Services"]);
    expect(projectSchema.parse({ ...BASE, body: "  \n " }).body).toBeNull();
  });

  it("refuses a gallery image without alt text, saying so", () => {
    const result = projectSchema.safeParse({ ...BASE, gallery: [{ src: "/a.webp", alt: "A" }, { src: "/b.webp" }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["gallery", 1, "alt"], message: GALLERY_ALT_REQUIRED });
    expect(projectSchema.safeParse({ ...BASE, gallery: [{ src: "/b.webp", alt: "   " }] }).error?.issues[0].message).toBe(GALLERY_ALT_REQUIRED);
  });
});

describe("case study files beside the project JSON", () => {
  it("a JSON file alone is a project without a case study", async () => {
    const dir = folderWith({ "reef-booking.json": JSON.stringify(BASE) });
    expect(await readProjectFile(path.join(dir, "reef-booking.json"))).toMatchObject({ slug: "reef-booking", body: null, facts: null, gallery: [] });
  });

  it("{name}.md adds the headline, facts and gallery from its front matter and the body below it", async () => {
    const dir = folderWith({
      "reef-booking.json": JSON.stringify(BASE),
      "reef-booking.md": caseFile('headline: "Dives and rooms in one flow"\nfacts:\n  location: Mactan, Cebu\n  stack: [Next.js]\ngallery:\n  - src: /projects/reef.webp\n    alt: The booking bar'),
    });
    const project = await readProjectFile(path.join(dir, "reef-booking.json"));
    expect(project).toMatchObject({ headline: "Dives and rooms in one flow", body: "## The brief\n\nA resort that sells dives and rooms together.", facts: { location: "Mactan, Cebu", stack: ["Next.js"] }, gallery: [{ src: "/projects/reef.webp", alt: "The booking bar" }] });
  });

  it("a gallery image without alt fails the read with the file and the field named", async () => {
    const dir = folderWith({ "reef-booking.json": JSON.stringify(BASE), "reef-booking.md": caseFile("gallery:\n  - src: /projects/reef.webp") });
    await expect(readProjectFile(path.join(dir, "reef-booking.json"))).rejects.toThrow(`reef-booking.md: gallery.0.alt: ${GALLERY_ALT_REQUIRED}`);
  });

  it("a misspelt front matter key is refused rather than dropped", async () => {
    const dir = folderWith({ "reef-booking.json": JSON.stringify(BASE), "reef-booking.md": caseFile("fact:\n  location: Cebu") });
    await expect(readProjectFile(path.join(dir, "reef-booking.json"))).rejects.toThrow(/reef-booking\.md: .*fact/);
  });
});
