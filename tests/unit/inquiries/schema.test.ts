import { describe, expect, it } from "vitest";
import { cleanMultiLine, cleanSingleLine } from "@/lib/text/clean-text";
import { INQUIRY_MESSAGES } from "@/lib/inquiries/rules";
import { inquiryFieldError, parseInquiry } from "@/lib/inquiries/schema";

const base = { name: "Ana Reyes", email: "ana@example.com", message: "Hello" };

describe("text from visitors", () => {
  it("single-line: line breaks and tabs become one space, controls and direction overrides go", () => {
    expect(cleanSingleLine("Bob\r\nBcc: x@evil.example")).toBe("Bob Bcc: x@evil.example");
    expect(cleanSingleLine("Nul\u0000byte")).toBe("Nulbyte");
    expect(cleanSingleLine(" a\tb\u000Bc\u0085d\u2028e ")).toBe("a b c d e");
    expect(cleanSingleLine("\u202Egnp.exe\u202C x\u2066y\u2069\uFEFF")).toBe("gnp.exe xy");
    expect(cleanSingleLine("\u0007\u001B[31mred\u009B")).toBe("[31mred");
  });

  it("multi-line: keeps line breaks (as \\n) and tabs, drops other controls", () => {
    expect(cleanMultiLine("one\r\ntwo\rthree\u2028four\n\tfive\u0000\u0008")).toBe("one\ntwo\nthree\nfour\n\tfive");
  });

  it("replaces lone surrogates, keeps pairs, and composes accents (NFC)", () => {
    expect(cleanSingleLine("a\uD800b\uDFFFc")).toBe("a\uFFFDb\uFFFDc");
    expect(cleanMultiLine("smile \uD83D\uDE00")).toBe("smile \uD83D\uDE00");
    expect(cleanSingleLine("Jose\u0301")).toBe("Jos\u00E9");
    // Joiners stay: they belong to emoji sequences and to some scripts.
    expect(cleanSingleLine("\uD83D\uDC69\u200D\uD83D\uDCBB")).toBe("\uD83D\uDC69\u200D\uD83D\uDCBB");
  });
});

describe("the contact schema, shared by the form and the route", () => {
  it("keeps a lead whose every field carries a NUL, cleaned", () => {
    const parsed = parseInquiry({ name: "Nul\u0000byte", email: "ana@example.com\u0000", phone: "+63 917\u0000 000 1234", service: "other", message: "Hi\u0000 there", _subject: "s\u0000", _honey: "\u0000" });
    expect(parsed).toEqual({
      ok: true,
      honeypotFilled: false,
      inquiry: { name: "Nulbyte", email: "ana@example.com", phone: "+63 917 000 1234", service: "other", message: "Hi there", form: "full" },
    });
  });

  it("single-line fields never keep CR/LF; an address with a line break in it is refused, clearly", () => {
    const parsed = parseInquiry({ ...base, name: "Bob\r\nBcc: x@evil.example" });
    expect(parsed.ok && parsed.inquiry.name).toBe("Bob Bcc: x@evil.example");
    expect(parseInquiry({ ...base, email: "ana@example.com\r\nBcc: x@evil.example" })).toMatchObject({ ok: false, fields: { email: INQUIRY_MESSAGES.emailInvalid } });
    expect(parseInquiry({ ...base, phone: "604\n555 0199" })).toMatchObject({ ok: true, inquiry: { phone: "604 555 0199" } });
  });

  it("a field that is nothing but control characters is empty, and says so", () => {
    expect(parseInquiry({ ...base, name: "\u0000\r\n\u0007" })).toMatchObject({ ok: false, fields: { name: INQUIRY_MESSAGES.nameRequired } });
    expect(inquiryFieldError("message", "\u0000")).toBe(INQUIRY_MESSAGES.messageRequired);
  });

  it("counts limits on the cleaned text, and refuses values of the wrong type with the field's message", () => {
    expect(parseInquiry({ ...base, name: `${"a".repeat(120)}\u0000\u0000` }).ok).toBe(true);
    expect(parseInquiry({ ...base, name: { toString: "x" } })).toMatchObject({ ok: false, fields: { name: INQUIRY_MESSAGES.nameRequired } });
    expect(parseInquiry({ ...base, service: 7 })).toMatchObject({ ok: false, fields: { service: INQUIRY_MESSAGES.serviceInvalid } });
    expect(parseInquiry({ ...base, message: ["Hello"] })).toMatchObject({ ok: false, fields: { message: INQUIRY_MESSAGES.messageRequired } });
  });

  it("ignores __proto__ and other unknown keys, and never reads a field from the prototype", () => {
    const body = JSON.parse('{"name":"Ana","email":"ana@example.com","message":"Hi","__proto__":{"phone":"x","service":"bad"},"constructor":{"prototype":{}}}');
    const parsed = parseInquiry(body);
    expect(parsed).toMatchObject({ ok: true, inquiry: { form: "short", phone: null, service: null } });
    expect(({} as Record<string, unknown>).phone).toBeUndefined();
  });
});
