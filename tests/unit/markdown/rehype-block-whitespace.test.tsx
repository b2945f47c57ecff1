import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown } from "@/lib/markdown/render";

const render = async (source: string) => renderToStaticMarkup(await Markdown({ source }));

describe("line breaks between blocks of an article", () => {
  it("are gone between paragraphs, headings and list items", async () => {
    const html = await render(["# Title", "", "First paragraph.", "", "- one", "- two", "", "> quoted", "", "Last."].join("\n"));
    expect(html).toBe(
      '<h1 id="title">Title<a href="#title" aria-hidden="true" tabindex="-1"></a></h1><p>First paragraph.</p><ul><li>one</li><li>two</li></ul><blockquote><p>quoted</p></blockquote><p>Last.</p>',
    );
  });

  it("stay beside inline content and inside code", async () => {
    const html = await render(["Text with `code` and **bold** words.", "", "```", "line one", "", "line three", "```"].join("\n"));
    expect(html).toContain("<p>Text with <code>code</code> and <strong>bold</strong> words.</p>");
    expect(html).toContain("<code>line one\n\nline three\n</code>");
  });
});
