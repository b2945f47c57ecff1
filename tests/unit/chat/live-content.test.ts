import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as chatPost } from "@/app/api/chat/route";
import { SITE_INDEX_REFRESH_MS } from "@/lib/chat/site-index";
import { expireContentTags, revalidateContent } from "@/lib/content/revalidation";
import { FIXTURE_CONTENT_DIR } from "../../support/content";
import { sendJson, startLocalServer } from "../../support/local-server";
import { endProcess } from "../../support/process";

// Outside a Next server the tags have nowhere to go; what counts here is that an edit's expiry reaches the assistant.
vi.mock("next/cache", () => ({ updateTag: () => undefined, revalidateTag: () => undefined, unstable_cache: (fn: unknown) => fn }));

/**
 * The site's own providers answer from the content source in use: a post or project that appears in it (a file added
 * to CONTENT_DIR here, a post published from the admin in production) is named in the next answer once an edit's
 * expiry has run, and within SITE_INDEX_REFRESH_MS when nothing expired it.
 */

const savedEnv = { ...process.env };
let contentDir: string;
let gemini: Awaited<ReturnType<typeof startLocalServer>>;
let clientNumber = 0;

const QUESTION = "Do you build websites for alpaca farms?";
const ARTICLE_TITLE = "Websites for alpaca farms that sell their wool online";

function publishArticle() {
  writeFileSync(
    path.join(contentDir, "blog", "alpaca-farm-websites.md"),
    [
      "---",
      `title: "${ARTICLE_TITLE}"`,
      'excerpt: "How an alpaca farm took wool orders and farm-stay bookings online."',
      "tags: [alpaca, farm, ecommerce]",
      "published_at: 2026-01-10T08:00:00Z",
      "created_at: 2026-01-09T08:00:00Z",
      "---",
      "",
      "An alpaca farm's site.",
    ].join("\n"),
  );
}

function addProject() {
  writeFileSync(
    path.join(contentDir, "projects", "andes-alpaca-farm.json"),
    JSON.stringify({ id: "p-alpaca", name: "Andes Alpaca Farm", slug: "andes-alpaca-farm", description: "A shop for an alpaca farm's wool and farm stays.", created_at: "2026-01-05T08:00:00Z" }),
  );
}

async function ask(message: string): Promise<string> {
  const response = await chatPost(
    new Request("http://localhost/api/chat/", {
      method: "POST",
      headers: { "content-type": "application/json", "x-real-ip": `198.51.100.${(clientNumber++ % 250) + 1}` },
      body: JSON.stringify({ message }),
    }),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { message: string }).message;
}

const sentToGemini = () => (JSON.parse(gemini.requests.at(-1)!.body) as { systemInstruction: { parts: { text: string }[] } }).systemInstruction.parts.map((part) => part.text).join("");

beforeAll(async () => {
  gemini = await startLocalServer((_request, response) =>
    sendJson(response, 200, { candidates: [{ content: { role: "model", parts: [{ text: "Here is what we know." }] }, finishReason: "STOP" }] }),
  );
});

afterAll(async () => {
  process.env = savedEnv;
  await gemini.close();
});

beforeEach(() => {
  contentDir = mkdtempSync(path.join(os.tmpdir(), "northtide-content-"));
  cpSync(FIXTURE_CONTENT_DIR, contentDir, { recursive: true });
  process.env = { ...savedEnv, CONTENT_DIR: contentDir, CONTENT_SOURCE: "files" };
  for (const name of ["CHAT_PROVIDER", "GEMINI_API_KEY", "GEMINI_MODEL", "GEMINI_BASE_URL", "REDIS_URL", "RATE_LIMIT_CHAT", "VERCEL_DEPLOY_HOOK_URL"]) delete process.env[name];
  gemini.requests.length = 0;
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.useRealTimers();
  await endProcess();
  vi.restoreAllMocks();
  rmSync(contentDir, { recursive: true, force: true });
});

describe("the local provider", () => {
  it("names a post published after the first question in the next answer, once the edit's expiry has run", async () => {
    expect(await ask(QUESTION)).not.toContain(ARTICLE_TITLE);
    publishArticle();
    expireContentTags(["posts", "post:alpaca-farm-websites"]);
    const answer = await ask(QUESTION);
    expect(answer).toContain(ARTICLE_TITLE);
    expect(answer).toContain("(/blog/alpaca-farm-websites/)");
  });

  it("names it after POST /api/revalidate/'s expiry too (a database webhook, an editor's script)", async () => {
    expect(await ask(QUESTION)).not.toContain(ARTICLE_TITLE);
    publishArticle();
    revalidateContent(["posts"]);
    expect(await ask(QUESTION)).toContain(ARTICLE_TITLE);
  });

  it("reads the content again after SITE_INDEX_REFRESH_MS when no expiry ran", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    expect(await ask(QUESTION)).not.toContain(ARTICLE_TITLE);
    publishArticle();
    vi.advanceTimersByTime(SITE_INDEX_REFRESH_MS - 1);
    expect(await ask(QUESTION)).not.toContain(ARTICLE_TITLE);
    vi.advanceTimersByTime(1);
    expect(await ask(QUESTION)).toContain(ARTICLE_TITLE);
  });

  it("names the projects of the portfolio, a new one included", async () => {
    expect(await ask("Have you built a site for an architecture studio?")).toContain("(/portfolio/cedar-and-slate-architects/)");
    addProject();
    expireContentTags(["projects"]);
    expect(await ask("Have you made a shop for an alpaca farm's wool?")).toContain("(/portfolio/andes-alpaca-farm/)");
  });

  it("never names a post scheduled for later", async () => {
    publishArticle();
    const file = path.join(contentDir, "blog", "alpaca-farm-websites.md");
    writeFileSync(file, readFileSync(file, "utf8").replace("published_at: 2026-01-10T08:00:00Z", "published_at: 2999-01-01T00:00:00Z"));
    expireContentTags(["posts"]);
    expect(await ask(QUESTION)).not.toContain(ARTICLE_TITLE);
  });
});

describe("the gemini provider", () => {
  beforeEach(() => {
    Object.assign(process.env, { CHAT_PROVIDER: "gemini", GEMINI_API_KEY: "gemini-secret-key", GEMINI_MODEL: "gemini-test-model", GEMINI_BASE_URL: gemini.url, CHAT_TIMEOUT_MS: "5000" });
  });

  it("grounds the next answer on a post published after the first question", async () => {
    await ask(QUESTION);
    expect(sentToGemini()).not.toContain(ARTICLE_TITLE);
    publishArticle();
    expireContentTags(["posts", "post:alpaca-farm-websites"]);
    await ask(QUESTION);
    expect(sentToGemini()).toContain(ARTICLE_TITLE);
    expect(sentToGemini()).toContain("/blog/alpaca-farm-websites/");
  });

  it("grounds on a new project after SITE_INDEX_REFRESH_MS when no expiry ran", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    await ask("Have you made a shop for an alpaca farm's wool?");
    expect(sentToGemini()).not.toContain("Andes Alpaca Farm");
    addProject();
    vi.advanceTimersByTime(SITE_INDEX_REFRESH_MS);
    await ask("Have you made a shop for an alpaca farm's wool?");
    expect(sentToGemini()).toContain("Andes Alpaca Farm");
  });
});
