import { describe, expect, it } from "vitest";
import { formatInboxTime, INBOX_PAGE_SIZE, inboxHref, inquiriesToCsv, pageCount, parseInboxQuery } from "@/lib/admin/inbox";
import { storedInquiry } from "../../support/stored-inquiry";

/** The admin inbox's pure rules: its query string, paging, links, CSV export and times. */

describe("parseInboxQuery", () => {
  it("defaults to the first page of open inquiries", () => {
    expect(parseInboxQuery({})).toEqual({ page: 1, view: "open" });
    expect(parseInboxQuery({ page: undefined, view: undefined })).toEqual({ page: 1, view: "open" });
  });

  it("reads a page number", () => {
    expect(parseInboxQuery({ page: "3" })).toEqual({ page: 3, view: "open" });
    expect(parseInboxQuery({ page: "007" })).toEqual({ page: 7, view: "open" });
    expect(parseInboxQuery({ page: "999999" }).page).toBe(999999);
  });

  it.each(["", "abc", "0", "000", "-1", "-20", "2.5", "1e3", " 2", "2 ", "+2", "0x10", "1234567", "99999999999999999999", "Infinity", "NaN"])(
    "falls back to page 1 for %j",
    (page) => {
      expect(parseInboxQuery({ page }).page).toBe(1);
    },
  );

  it("takes the first value of repeated parameters", () => {
    expect(parseInboxQuery({ page: ["4", "9"], view: ["all", "open"] })).toEqual({ page: 4, view: "all" });
    expect(parseInboxQuery({ page: ["x", "9"], view: ["open", "all"] })).toEqual({ page: 1, view: "open" });
    expect(parseInboxQuery({ page: [], view: [] })).toEqual({ page: 1, view: "open" });
  });

  it.each(["open", "ALL", "All", " all", "all ", "handled", "", "all,open"])("treats view=%j as the open view", (view) => {
    expect(parseInboxQuery({ view }).view).toBe("open");
  });

  it("reads view=all", () => {
    expect(parseInboxQuery({ view: "all", page: "2" })).toEqual({ page: 2, view: "all" });
  });
});

describe("pageCount", () => {
  it("has at least one page and a new page after every 25 inquiries", () => {
    expect(INBOX_PAGE_SIZE).toBe(25);
    expect([0, 1, 24, 25, 26, 50, 51, 250].map(pageCount)).toEqual([1, 1, 1, 1, 2, 2, 3, 10]);
  });
});

describe("inboxHref", () => {
  it("leaves out page 1 and the open view", () => {
    expect(inboxHref({})).toBe("/admin/");
    expect(inboxHref({ page: 1, view: "open" })).toBe("/admin/");
    expect(inboxHref({ page: 0 })).toBe("/admin/");
  });

  it("names later pages, the all view and a notice", () => {
    expect(inboxHref({ page: 2 })).toBe("/admin/?page=2");
    expect(inboxHref({ view: "all" })).toBe("/admin/?view=all");
    expect(inboxHref({ view: "all", page: 3, notice: "sent" })).toBe("/admin/?view=all&page=3&notice=sent");
    expect(inboxHref({ page: 1, view: "open", notice: "handled" })).toBe("/admin/?notice=handled");
  });

  it("encodes the notice", () => {
    expect(inboxHref({ notice: "a b&c=d" })).toBe("/admin/?notice=a+b%26c%3Dd");
  });
});

const inquiry = storedInquiry;

const CSV_HEADER = "created_at,name,email,phone,service,message,form,status,attempts,last_error,forwarded_at,handled_at,id";

/** The message's field as the export writes it: one inquiry, every other column plain. */
function messageField(message: string): string {
  const line = inquiriesToCsv([inquiry({ message })]).slice(`${CSV_HEADER}\r\n`.length, -"\r\n".length);
  const before = "2026-11-23T09:05:00.000Z,Maria Santos,maria@example.com,,,";
  const after = ",short,sent,1,,2026-11-23T09:05:01.000Z,,0b7c3c1e-5d0e-4a8f-9d51-2f1f8f0d6a11";
  expect(line.startsWith(before) && line.endsWith(after), line).toBe(true);
  return line.slice(before.length, line.length - after.length);
}

describe("a CSV field", () => {
  it("leaves plain values, and formula signs after the first character, alone", () => {
    expect(messageField("Maria Santos")).toBe("Maria Santos");
    expect(messageField("")).toBe("");
    expect(messageField("a=b, said she")).toBe('"a=b, said she"');
    expect(messageField("x-y@z")).toBe("x-y@z");
  });

  it("quotes commas, quotes and line breaks (RFC 4180)", () => {
    expect(messageField("Cebu, Philippines")).toBe('"Cebu, Philippines"');
    expect(messageField('say "hi"')).toBe('"say ""hi"""');
    expect(messageField("line one\nline two")).toBe('"line one\nline two"');
    expect(messageField("line one\r\nline two")).toBe('"line one\r\nline two"');
    expect(messageField('"')).toBe('""""');
  });

  it.each([
    ["=HYPERLINK(\"http://evil\")", `"'=HYPERLINK(""http://evil"")"`],
    ["=1+1", "'=1+1"],
    ["+63 917 000 1234", "'+63 917 000 1234"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", `"'\r=1+1"`],
    ["=a,b", `"'=a,b"`],
    ["\uFF1D2+2", "'\uFF1D2+2"],
    ["\uFF0B1", "'\uFF0B1"],
    ["\uFF0D1", "'\uFF0D1"],
    ["\uFF20SUM(A1)", "'\uFF20SUM(A1)"],
  ])("defuses the formula %j with a leading apostrophe", (value, expected) => {
    expect(messageField(value)).toBe(expected);
  });
});

describe("inquiriesToCsv", () => {
  const HEADER = CSV_HEADER;

  it("is only the header row, CRLF-ended, without inquiries", () => {
    expect(inquiriesToCsv([])).toBe(`${HEADER}\r\n`);
  });

  it("writes one CRLF-ended row per inquiry in the header's column order", () => {
    const rows = [
      inquiry(),
      inquiry({
        id: "1f0c9a4e-7a53-4b9e-8f64-3e2b7d1c5a22",
        name: "Ana, Jr.",
        phone: "+63 917 000 1234",
        service: "web-design",
        message: 'We need a "new" site\nfor the bakery',
        form: "full",
        status: "failed",
        attempts: 3,
        lastError: "FormSubmit answered HTTP 503",
        forwardedAt: null,
        handledAt: "2026-11-24T10:00:00.000Z",
        createdAt: "2026-11-24T08:00:00.000Z",
      }),
    ];
    const csv = inquiriesToCsv(rows);
    expect(csv.endsWith("\r\n")).toBe(true);
    const lines = csv.slice(0, -2).split("\r\n");
    expect(lines).toEqual([
      HEADER,
      "2026-11-23T09:05:00.000Z,Maria Santos,maria@example.com,,,Hello,short,sent,1,,2026-11-23T09:05:01.000Z,,0b7c3c1e-5d0e-4a8f-9d51-2f1f8f0d6a11",
      '2026-11-24T08:00:00.000Z,"Ana, Jr.",maria@example.com,\'+63 917 000 1234,web-design,"We need a ""new"" site\nfor the bakery",full,failed,3,FormSubmit answered HTTP 503,,2026-11-24T10:00:00.000Z,1f0c9a4e-7a53-4b9e-8f64-3e2b7d1c5a22',
    ]);
  });

  it("defuses a formula in any column a visitor controls", () => {
    const [, row] = inquiriesToCsv([inquiry({ name: "=cmd|' /C calc'!A0", message: "@evil", email: "-x@example.com" })]).split("\r\n");
    expect(row).toBe("2026-11-23T09:05:00.000Z,'=cmd|' /C calc'!A0,'-x@example.com,,,'@evil,short,sent,1,,2026-11-23T09:05:01.000Z,,0b7c3c1e-5d0e-4a8f-9d51-2f1f8f0d6a11");
  });
});

describe("formatInboxTime", () => {
  it("writes a time in UTC, 24-hour, with the zone named", () => {
    expect(formatInboxTime("2026-11-23T09:05:00Z")).toBe("Nov 23, 2026, 09:05 UTC");
    expect(formatInboxTime("2026-11-23T17:05:59+08:00")).toBe("Nov 23, 2026, 09:05 UTC");
    expect(formatInboxTime("2026-01-01T00:07:00.000Z")).toBe("Jan 1, 2026, 00:07 UTC");
    expect(formatInboxTime("2026-06-30T23:59:00Z")).toBe("Jun 30, 2026, 23:59 UTC");
  });

  it.each([null, "", "not a date", "2026-13-45T99:00:00Z"])("is empty for %j", (value) => {
    expect(formatInboxTime(value)).toBe("");
  });
});
