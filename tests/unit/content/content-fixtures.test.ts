import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getContentSource } from "@/lib/content";
import { contentFixture, installContentFixture } from "../../support/content-fixtures.mjs";
import { FIXTURE_CONTENT_DIR } from "../../support/content";
import { endProcess } from "../../support/process";

/** The e2e suite's empty, failing and slow content: chosen by the harness's preload, applied by lib/content. */

const savedContentDir = process.env.CONTENT_DIR;

// As on the e2e servers: the files source reads the suite's content.
beforeEach(() => {
  process.env.CONTENT_DIR = FIXTURE_CONTENT_DIR;
});

// The fixture and the source chosen with it go with the process.
afterEach(async () => {
  vi.useRealTimers();
  await endProcess();
  if (savedContentDir === undefined) delete process.env.CONTENT_DIR;
  else process.env.CONTENT_DIR = savedContentDir;
});

describe("content fixtures", () => {
  it("without a fixture the site reads the files", async () => {
    const source = getContentSource();
    expect(source.name).toBe("files");
    const posts = await source.listPublishedPosts();
    expect(posts.ok && posts.data.length).toBeGreaterThan(0);
  });

  it("empty: every list is empty and every item missing", async () => {
    installContentFixture("empty");
    const source = getContentSource();
    expect(await source.listPublishedPosts()).toEqual({ ok: true, data: [] });
    expect(await source.listProjects()).toEqual({ ok: true, data: [] });
    expect(await source.getPost("any")).toMatchObject({ ok: false, error: { kind: "not_found" } });
  });

  it("failing: every read fails like a refused connection", async () => {
    installContentFixture("failing");
    const source = getContentSource();
    for (const read of [source.listPublishedPosts(), source.listProjects(), source.getProject("x")]) {
      expect(await read).toMatchObject({ ok: false, error: { kind: "failed", code: "ECONNREFUSED" } });
    }
  });

  it("slow:<ms>: the files' content, each read after the delay", async () => {
    vi.useFakeTimers();
    installContentFixture("slow:2500");
    const source = getContentSource();
    expect(source.name).toBe("files+delay");
    let settled = false;
    const read = source.listProjects().then((result) => ((settled = true), result));
    await vi.advanceTimersByTimeAsync(2499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const result = await read;
    expect(result.ok && result.data.length).toBeGreaterThan(0);
  });

  it("an unknown fixture stops the harness", () => {
    expect(() => contentFixture("failng")).toThrow(/empty, failing or slow/);
  });
});
