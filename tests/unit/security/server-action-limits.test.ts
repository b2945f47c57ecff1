import { describe, expect, it } from "vitest";
import { pagePostRefusal } from "@/lib/security/page-posts";
import { isArgumentPart, nestsDeeperThan, SERVER_ACTION_MAX_BYTES, SERVER_ACTION_MAX_DEPTH } from "@/lib/security/server-action-limits";

const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

describe("the nesting of an action's arguments", () => {
  it("counts arrays and objects, not brackets inside strings, and stops past the limit", () => {
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
    expect(nestsDeeperThan(nestedObjects(4), 3)).toBe(true);
    expect(nestsDeeperThan(`[["[[[[[[", "\\"[[[[["], {"a": [1]}]`, 3)).toBe(false);
    expect(nestsDeeperThan('["$K1",{"message":null}]', 2)).toBe(false);
    expect(nestsDeeperThan(nested(1_000_000), SERVER_ACTION_MAX_DEPTH)).toBe(true);
    expect(nestsDeeperThan("", 0)).toBe(false);
  });

  it("reads only the parts React decodes as JSON, never a form field's text", () => {
    for (const name of ["0", "1", "12", "$ACTION_1:0", "$ACTION_abc:3"]) expect(isArgumentPart(name), name).toBe(true);
    for (const name of ["1_content", "content", "$ACTION_ID_abc", "$ACTION_REF_1", "$ACTION_KEY", "0x"]) expect(isArgumentPart(name), name).toBe(false);
  });
});

describe("server-action posts the proxy refuses before Next decodes them", () => {
  const same = { host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000" };
  const action = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request("http://127.0.0.1:3000/admin/sign-in/", { method: "POST", headers: { ...same, "next-action": "60e98326", ...headers }, body });
  const text = (body: string) => action(body, { "content-type": "text/plain;charset=UTF-8" });
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, value);
    return data;
  };

  it("arguments nested past the limit, as text or in a multipart part, with 400", async () => {
    expect((await pagePostRefusal(text(`[${nested(SERVER_ACTION_MAX_DEPTH)}]`)))?.status).toBe(400);
    expect((await pagePostRefusal(text(`[${nestedObjects(100_000)}]`)))?.status).toBe(400);
    expect((await pagePostRefusal(action(form({ "0": `[${nested(10_000)}]` }))))?.status).toBe(400);
    // A form posted without JavaScript carries its bound arguments in $ACTION_ parts.
    expect((await pagePostRefusal(new Request("http://127.0.0.1:3000/admin/sign-in/", { method: "POST", headers: same, body: form({ "$ACTION_REF_1": "", "$ACTION_1:0": nested(10_000) }) })))?.status).toBe(400);
  });

  it("arguments as deep as the limit, and a form field holding any text, pass", async () => {
    expect(await pagePostRefusal(text(nested(SERVER_ACTION_MAX_DEPTH)))).toBeNull();
    expect(await pagePostRefusal(action(form({ "0": '["$K1"]', "1_content": nested(10_000) })))).toBeNull();
  });

  it("a body over the limit with 413, whether its length is declared or not", async () => {
    const tooLarge = JSON.stringify(["x".repeat(SERVER_ACTION_MAX_BYTES)]);
    const refused = await pagePostRefusal(text(tooLarge));
    expect(refused?.status).toBe(413);
    expect(await refused?.text()).toContain("at most 1 MB");
    expect((await pagePostRefusal(action(form({ "1_content": "x".repeat(SERVER_ACTION_MAX_BYTES) }))))?.status).toBe(413);
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 5; i += 1) controller.enqueue(new TextEncoder().encode("x".repeat(SERVER_ACTION_MAX_BYTES / 4)));
        controller.close();
      },
    });
    const chunked = new Request("http://127.0.0.1:3000/admin/sign-in/", { method: "POST", headers: { ...same, "next-action": "60e98326", "content-type": "text/plain" }, body: streamed, duplex: "half" } as RequestInit);
    expect((await pagePostRefusal(chunked))?.status).toBe(413);
    expect((await pagePostRefusal(action("[]", { "content-type": "text/plain", "content-length": String(SERVER_ACTION_MAX_BYTES + 1) })))?.status).toBe(413);
    expect(await pagePostRefusal(text(JSON.stringify(["x".repeat(SERVER_ACTION_MAX_BYTES - 10)])))).toBeNull();
  });
});
