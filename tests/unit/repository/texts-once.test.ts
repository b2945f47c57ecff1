import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EDITOR_TEXTS, INBOX_NOTICES, SIGN_IN_TEXTS } from "@/lib/admin/texts";
import { CHAT_ERROR_TEXTS, CHAT_INPUT_MESSAGES } from "@/lib/chat/texts";
import { CONTENT_MESSAGES } from "@/lib/content/source";
import { BODY_TOO_LARGE_MESSAGE, BODY_TYPE_MESSAGE, BODY_UNREADABLE_MESSAGE, JSON_TYPE_MESSAGE } from "@/lib/http/body";
import { INQUIRY_MESSAGES } from "@/lib/inquiries/rules";
import { CONTACT_TEXTS } from "@/lib/inquiries/texts";
import { CROSS_SITE_MESSAGE } from "@/lib/security/same-origin";
import { HEADINGS } from "@/lib/shell/headings";
import { SHELL_LABELS } from "@/lib/shell/labels";
import { ARTICLE_NOT_FOUND_TEXT, PROJECT_NOT_FOUND_TEXT } from "@/lib/shell/not-found";

/**
 * Each message a visitor or the founder reads is written once, in the module that defines it; the code that shows it
 * and the tests that expect it import it. A message written out again as a whole string literal (in quotes or
 * backticks) anywhere else in the code or the tests fails here. Only sentences are held to it (20 characters or more),
 * not names: a service's name (lib/data/service-titles.ts) is also a tag, a demo's category and a link's text.
 */

const root = process.cwd();
const FOLDERS = ["app", "components", "config", "lib", "scripts", "supabase/functions", "tests", "proxy.ts", "instrumentation.ts", "server.mjs"];
/** Where a message may be written out once more, and why. */
const ALLOWED: Record<string, string[]> = {
  // The test of the thousands separator reads the formatted messages to the letter.
  "tests/unit/text/numbers.test.ts": ["Please keep your message under 1,000 characters.", "Please keep your message under 5,000 characters."],
};

const DEFINED_IN: [string, Record<string, unknown> | string][] = [
  ["lib/admin/texts.ts", { ...SIGN_IN_TEXTS, ...EDITOR_TEXTS, ...INBOX_NOTICES }],
  ["lib/chat/texts.ts", { ...CHAT_ERROR_TEXTS, ...CHAT_INPUT_MESSAGES }],
  ["lib/content/source.ts", CONTENT_MESSAGES],
  ["lib/http/body.ts", { BODY_TOO_LARGE_MESSAGE, BODY_TYPE_MESSAGE, BODY_UNREADABLE_MESSAGE, JSON_TYPE_MESSAGE }],
  ["lib/inquiries/rules.ts", INQUIRY_MESSAGES],
  ["lib/inquiries/texts.ts", CONTACT_TEXTS],
  ["lib/security/same-origin.ts", CROSS_SITE_MESSAGE],
  ["lib/shell/headings.ts", HEADINGS],
  ["lib/shell/labels.ts", SHELL_LABELS],
  ["lib/shell/not-found.ts", { ARTICLE_NOT_FOUND_TEXT, PROJECT_NOT_FOUND_TEXT }],
];

const messages = DEFINED_IN.flatMap(([file, texts]) =>
  (typeof texts === "string" ? [texts] : Object.values(texts)).filter((text): text is string => typeof text === "string" && text.length >= 20).map((text) => ({ file, text })),
);

function files(entry: string): string[] {
  const full = path.join(root, entry);
  try {
    return readdirSync(full, { withFileTypes: true }).flatMap((child) =>
      child.name === "node_modules" || child.name === "fixtures" || child.name.startsWith(".") ? [] : files(path.posix.join(entry, child.name)),
    );
  } catch {
    return /\.(ts|tsx|mts|mjs|js)$/.test(entry) ? [entry] : [];
  }
}

const quoted = (text: string) => [JSON.stringify(text), `'${text.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`, `\`${text}\``];

describe("each message is written once", () => {
  it("holds enough messages for the check to mean something", () => {
    expect(messages.length).toBeGreaterThan(40);
  });

  it("no file but the defining module writes a message out as a whole literal", () => {
    const sources = FOLDERS.flatMap(files).filter((file) => file !== "tests/unit/repository/texts-once.test.ts");
    const repeated: string[] = [];
    for (const file of sources) {
      const code = readFileSync(path.join(root, file), "utf8");
      for (const { file: home, text } of messages) {
        if (file === home || ALLOWED[file]?.includes(text)) continue;
        if (quoted(text).some((literal) => code.includes(literal))) repeated.push(`${file}: ${text} (defined in ${home})`);
      }
    }
    expect(repeated).toEqual([]);
  });
});
