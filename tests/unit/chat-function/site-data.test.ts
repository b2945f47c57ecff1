import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CHAT_FUNCTION_SITE_DATA, chatFunctionSiteData } from "@/lib/chat/function-site-data";
import { buildSiteIndex, staticDocuments } from "@/lib/chat/knowledge";
import { CHAT_INPUT_MESSAGES, CHAT_LIMITS } from "@/lib/chat/texts";
import { FilesContentSource } from "@/lib/content/files-source";
import { FILE_ARTICLES, STATIC_DOCUMENTS } from "@/supabase/functions/chat-with-gemini/site-data";
import { fileArticles } from "@/supabase/functions/chat-with-gemini/knowledge";

const dataFile = path.join(process.cwd(), CHAT_FUNCTION_SITE_DATA);

describe("the chat function's copy of the site (supabase/functions/chat-with-gemini/site-data.ts)", () => {
  // Regenerate with `npm run chat:function-data` after changing lib/data, config/site.ts, the chat's texts or an article.
  it("is what the site's content generates today", async () => {
    const expected = await chatFunctionSiteData();
    if (process.env.UPDATE_CHAT_FUNCTION_DATA === "1") writeFileSync(dataFile, expected);
    expect(existsSync(dataFile), `${CHAT_FUNCTION_SITE_DATA} is missing: run npm run chat:function-data`).toBe(true);
    expect(readFileSync(dataFile, "utf8"), `${CHAT_FUNCTION_SITE_DATA} is stale: run npm run chat:function-data`).toBe(expected);
  });

  it("holds the site's documents, limits and texts, and every article file with a date", async () => {
    expect(STATIC_DOCUMENTS).toEqual(staticDocuments());
    const dated = (await new FilesContentSource().allPosts()).filter((post) => post.published_at);
    expect(FILE_ARTICLES.map((article) => article.slug).sort()).toEqual(dated.map((post) => post.slug).sort());
    expect(CHAT_LIMITS.message).toBe(1000);
    expect(CHAT_INPUT_MESSAGES.tooLong).toBe("Please keep your message under 1,000 characters.");
  });

  it("shows the articles the files source lists at a given moment, and no scheduled one before its date", async () => {
    const source = new FilesContentSource();
    const listed = await source.listPublishedPosts();
    if (!listed.ok) throw new Error(listed.error.message);
    const now = Date.now();
    expect((await fileArticles.published(now)).map((article) => article.slug).sort()).toEqual(listed.data.map((post) => post.slug).sort());
    const scheduled = FILE_ARTICLES.find((article) => Date.parse(article.publishedAt) > now);
    if (scheduled) {
      expect((await fileArticles.published(now)).map((article) => article.slug)).not.toContain(scheduled.slug);
      expect((await fileArticles.published(Date.parse(scheduled.publishedAt))).map((article) => article.slug)).toContain(scheduled.slug);
    }
    expect(buildSiteIndex(listed.data).documents.length).toBe(STATIC_DOCUMENTS.length + listed.data.length);
  });
});
