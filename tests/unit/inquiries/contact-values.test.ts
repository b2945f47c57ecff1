import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { INQUIRY_LIMITS, INQUIRY_MESSAGES, PHONE_MIN_DIGITS, isAcceptablePhone, isValidEmail } from "@/lib/inquiries/rules";
import { inquiryFieldError, parseInquiry } from "@/lib/inquiries/schema";

/**
 * Real-world addresses and numbers from the studio's two markets. A refusal loses a lead, so the accepted tables are
 * the ones that matter most: every row must pass the one check the form (in the browser) and the route (on the server)
 * share, and must still fit the database's check constraints.
 */

const ACCEPTED_EMAILS = [
  "ana@example.com",
  "user%tag@example.com",
  "maria.santos@gmail.com",
  "juan.dela.cruz+inquiry@yahoo.com.ph",
  "info@cebu-coffee.ph",
  "admin@dict.gov.ph",
  "j.smith@shaw.ca",
  "sales@sub.domain.example.bc.ca",
  "o'brien@example.ie",
  "first_last@company.co",
  "MARIA@EXAMPLE.COM",
  "user=x@example.ca",
  "{tag}@example.org",
  "#!$%&'*+-/=?^_`{}|~@example.org",
  "a..b@example.com",
  ".leading.dot@example.com",
  "owner@xn--caf-dma.ph",
  "x@y",
  "ana@example",
  "ana@123.example.com",
  "ana@a-b-c.example.com",
  `${"l".repeat(64)}@${"d".repeat(63)}.example.com`,
];

const REFUSED_EMAILS = [
  "maria",
  "maria@",
  "@example.com",
  "maria santos@example.com",
  "ana@example.com Bcc: x@evil.example",
  "ana@@example.com",
  "ana@example..com",
  "ana@.example.com",
  "ana@example.com.",
  "ana@-example.com",
  "ana@example-.com",
  "ana@exa_mple.com",
  `ana@${"d".repeat(64)}.com`,
  '"ana"@example.com',
  "ana(comment)@example.com",
  "ana@[127.0.0.1]",
  "josé@example.com",
  "ana@exämple.com",
  "ana,bea@example.com",
  "ana;bea@example.com",
  "<ana@example.com>",
];

const ACCEPTED_PHONES = [
  // Philippines
  "+63 917 555 0142",
  "(032) 234 5678",
  "0917-555-0142",
  "0917.555.0142",
  "09175550142",
  "+639175550142",
  "+63 (32) 234-5678",
  "(02) 8123 4567",
  "234 5678",
  "0917 555 0142 / 0998 123 4567",
  "Mobile: 0917 555 0142",
  "+63 917 555 0142 (Viber)",
  // Canada
  "(604) 555-0199",
  "604.555.0199",
  "604-555-0199",
  "+1-604-555-0199 x204",
  "1 (604) 555 0199 ext. 12",
  "+1 604 555 0100 ext 12",
  "+1 (778) 555-0123",
  "1-800-555-0199",
  "604 555 0199 #3",
  "+1.604.555.0199",
  // Empty: the field is optional
  "",
];

const REFUSED_PHONES = ["555", "+63 12", "call me maybe", "n/a", "-", "(604)", "12345"];

const initSql = readFileSync(path.join(process.cwd(), "supabase/migrations/20260101000000_init.sql"), "utf8");
const emailBounds = /email text not null check \(char_length\(email\) between (\d+) and (\d+)\)/.exec(initSql);
const phoneBound = /phone text check \(phone is null or char_length\(phone\) <= (\d+)\)/.exec(initSql);

describe("e-mail addresses: the HTML standard's rule for type=email", () => {
  it.each(ACCEPTED_EMAILS)("accepts %s (form and server)", (email) => {
    expect(isValidEmail(email)).toBe(true);
    expect(inquiryFieldError("email", email)).toBeUndefined();
    expect(parseInquiry({ name: "Ana", email, message: "Hi" }).ok).toBe(true);
  });

  it.each(REFUSED_EMAILS)("refuses %s, with the form's message", (email) => {
    expect(isValidEmail(email)).toBe(false);
    expect(inquiryFieldError("email", email)).toBe(INQUIRY_MESSAGES.emailInvalid);
    expect(parseInquiry({ name: "Ana", email, message: "Hi" })).toMatchObject({ ok: false, fields: { email: INQUIRY_MESSAGES.emailInvalid } });
  });

  it("trims what the visitor typed around an address, as the browser does", () => {
    expect(parseInquiry({ name: "Ana", email: "  ana@example.com\n", message: "Hi" })).toMatchObject({ ok: true, inquiry: { email: "ana@example.com" } });
  });

  it("keeps within the database's bounds (init.sql: email between 3 and 254 characters)", () => {
    expect(emailBounds).not.toBeNull();
    const [min, max] = [Number(emailBounds![1]), Number(emailBounds![2])];
    expect(INQUIRY_LIMITS.email).toBe(max);
    for (const email of ACCEPTED_EMAILS) expect(email.length).toBeGreaterThanOrEqual(min);
    // The shortest address the pattern can match is one character, "@", one character.
    expect(isValidEmail("@b")).toBe(false);
    expect(isValidEmail("a@")).toBe(false);
    const longest = `${"l".repeat(64)}@${["a", "b", "c"].map((c) => c.repeat(61)).join(".")}.example.ca`.slice(0, max);
    const atMax = longest.replace(/\.$/, "x");
    expect(atMax).toHaveLength(max);
    expect(isValidEmail(atMax)).toBe(true);
    expect(isValidEmail(`${atMax}x`)).toBe(false);
    expect(inquiryFieldError("email", `${atMax}x`)).toBe(INQUIRY_MESSAGES.emailTooLong);
  });
});

describe("phone numbers: optional, any format, at least a few digits", () => {
  it.each(ACCEPTED_PHONES)("accepts %j (form and server)", (phone) => {
    expect(isAcceptablePhone(phone)).toBe(true);
    expect(inquiryFieldError("phone", phone)).toBeUndefined();
    const parsed = parseInquiry({ name: "Ana", email: "ana@example.com", phone, message: "Hi" });
    expect(parsed).toMatchObject({ ok: true, inquiry: { phone: phone || null } });
  });

  it.each(REFUSED_PHONES)("refuses %j, with the form's message", (phone) => {
    expect(isAcceptablePhone(phone)).toBe(false);
    expect(inquiryFieldError("phone", phone)).toBe(INQUIRY_MESSAGES.phoneInvalid);
  });

  it("says how many digits it wants", () => {
    expect(INQUIRY_MESSAGES.phoneInvalid).toContain(String(PHONE_MIN_DIGITS));
    expect(isAcceptablePhone("1".repeat(PHONE_MIN_DIGITS))).toBe(true);
    expect(isAcceptablePhone("1".repeat(PHONE_MIN_DIGITS - 1))).toBe(false);
  });

  it("keeps within the database's bound (init.sql: phone at most 40 characters)", () => {
    expect(phoneBound).not.toBeNull();
    const max = Number(phoneBound![1]);
    expect(INQUIRY_LIMITS.phone).toBe(max);
    for (const phone of ACCEPTED_PHONES) expect(phone.length).toBeLessThanOrEqual(max);
    const atMax = "+1 604 555 0199 ext. 1234567890123456789".slice(0, max);
    expect(atMax).toHaveLength(max);
    expect(isAcceptablePhone(atMax)).toBe(true);
    expect(isAcceptablePhone(`${atMax}0`)).toBe(false);
    expect(inquiryFieldError("phone", `${atMax}0`)).toBe(INQUIRY_MESSAGES.phoneTooLong);
  });
});
