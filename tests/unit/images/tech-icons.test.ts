import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { techStack } from "@/lib/data/tech-stack";
import { iconPath, techIconSprite } from "@/lib/images/tech-icons";
import { isTooDarkForIcon, TECH_SPRITE_PATH, techIconUrl } from "@/lib/images/tech-icon-view";

const spriteFile = path.join(process.cwd(), "public", TECH_SPRITE_PATH);

describe("the tech-stack icon sprite", () => {
  it("has a path in simple-icons for every one of the 26 tools", () => {
    expect(techStack).toHaveLength(26);
    for (const tool of techStack) expect(iconPath(tool.slug), tool.slug).toMatch(/^[Mm]/);
  });

  it("stacks one icon per slug, each framed by a view named by the slug and painted in its colour, and skips unknown slugs", () => {
    const sprite = techIconSprite([
      { slug: "react", color: "#61DAFB" },
      { slug: "no-such-icon", color: "#FF0000" },
      { slug: "supabase", color: "#3FCF8E" },
    ]);
    expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 48">')).toBe(true);
    expect(sprite.match(/<view /g)).toHaveLength(2);
    expect(sprite).toContain(`<view id="react" viewBox="0 0 24 24"/><path fill="#61DAFB" transform="translate(0 0)" d="${iconPath("react")}"/>`);
    expect(sprite).toContain(`<view id="supabase" viewBox="0 24 24 24"/><path fill="#3FCF8E" transform="translate(0 24)" d="${iconPath("supabase")}"/>`);
    expect(sprite).not.toContain("no-such-icon");
    expect(techIconUrl("react")).toBe("/tech-stack.svg#react");
  });

  it("leaves a colour too dark for the dark theme unfilled (the icon is drawn as a mask in the text colour)", () => {
    const painted = (color: string) => techIconSprite([{ slug: "github", color }]);
    expect(painted("#181717")).toContain(`<view id="github" viewBox="0 0 24 24"/><path transform="translate(0 0)" d="${iconPath("github")}"/>`);
    expect(isTooDarkForIcon("#181717")).toBe(true);
    expect(painted("#000000")).not.toContain("fill=");
    // A relative luminance of 0.06 is the line: #454545 (0.0595) is left unfilled, #464646 (0.0612) keeps its colour.
    expect(painted("#454545")).not.toContain("fill=");
    expect(isTooDarkForIcon("#454545")).toBe(true);
    expect(painted("#464646")).toContain(`fill="#464646"`);
    expect(isTooDarkForIcon("#464646")).toBe(false);
    expect(painted("#61DAFB")).toContain(`fill="#61DAFB"`);
    expect(painted("#FFFFFF")).toContain(`fill="#FFFFFF"`);
  });

  // The sprite is a static file so that it is compressed and cached like every other asset. It is generated from the
  // package by `npm run gen:tech-sprite` (scripts/gen/tech-sprite.mjs): run it after changing the stack.
  it("public/tech-stack.svg is the sprite of the current stack", () => {
    expect(readFileSync(spriteFile, "utf8"), "public/tech-stack.svg is stale: run npm run gen:tech-sprite").toBe(techIconSprite(techStack));
  });
});
