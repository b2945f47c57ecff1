import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import githubDarkDimmed from "@shikijs/themes/github-dark-dimmed";
import { Markdown } from "@/lib/markdown/render";
import { CODE_COLOUR_CLASSES } from "@/lib/markdown/rehype-code-colours";

const render = async (source: string) => renderToStaticMarkup(await Markdown({ source }));
const block = ["```json", "{", '  "name": "Harbour Bakery Orders",', '  "display": "standalone"', "}", "```"].join("\n");

describe("highlighted code in an article", () => {
  it("gives each token a class of the theme, and the block's own colour no span at all", async () => {
    const html = await render(block);
    const code = html.slice(html.indexOf("<code"), html.indexOf("</code>"));
    expect(code).not.toContain("style=");
    expect(code).toContain('<span class="hl-green">  &quot;name&quot;</span>: <span class="hl-sky">&quot;Harbour Bakery Orders&quot;</span>,');
    // The first line is the brace alone, in the block's colour: plain text in its line.
    expect(code).toContain("<code><span data-line=\"\">{</span>");
    expect(code).not.toContain("<!-- -->");
  });

  it("keeps the block's background and the pre's focusability", async () => {
    const html = await render(block);
    expect(html).toMatch(/<pre style="background-color:#22272e;color:#adbac7" tabindex="0"/);
  });

  it("has a class, drawn by the stylesheet, for every colour the theme gives a token", () => {
    const css = readFileSync("app/globals.css", "utf8");
    const colours = new Set(githubDarkDimmed.tokenColors?.flatMap((rule) => (rule.settings.foreground ? [rule.settings.foreground.toUpperCase()] : [])));
    colours.delete(githubDarkDimmed.colors?.["editor.foreground"]?.toUpperCase() ?? "");
    for (const colour of colours) {
      const name = CODE_COLOUR_CLASSES[colour];
      expect(name, colour).toBeDefined();
      expect(css, colour).toContain(`.${name} { color: ${colour.toLowerCase()}; }`);
    }
  });
});
