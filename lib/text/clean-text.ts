/** Text from visitors, made safe to store (Postgres refuses NUL), to show, and to put in an e-mail. */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** C0 and C1 controls but tab and line feed; NUL among them, which Postgres cannot store. */
const CONTROL_EXCEPT_TAB_LF = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
const LINE_BREAKS_AND_TABS = /[\t\n\u000B\u000C\r\u0085\u2028\u2029]+/g;
const CONTROLS = /[\u0000-\u001F\u007F-\u009F]/g;
/** Bidirectional overrides and isolates (they make a name or address read differently from what it is), and the BOM. */
const INVISIBLE_FORMATTING = /[\u202A-\u202E\u2066-\u2069\uFEFF]/g;

function wellFormed(value: string): string {
  return value.replace(LONE_SURROGATE, "\uFFFD").normalize("NFC");
}

/** A single-line field: line breaks and tabs become one space (no header can be smuggled into the e-mail), other controls go. */
export function cleanSingleLine(value: string): string {
  return wellFormed(value).replace(LINE_BREAKS_AND_TABS, " ").replace(CONTROLS, "").replace(INVISIBLE_FORMATTING, "").trim();
}

/** A multi-line field: line breaks become \n, other controls but tabs go. */
export function cleanMultiLine(value: string): string {
  return wellFormed(value)
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, "\n")
    .replace(CONTROL_EXCEPT_TAB_LF, "")
    .replace(/\uFEFF/g, "")
    .trim();
}
