/**
 * Bounds on a server action's body, checked by the proxy (lib/security/page-posts.ts) before Next decodes it. Next
 * refuses a larger body itself but answers 500; React decodes the arguments recursively, so deeply nested ones
 * overflow the stack (another 500). next.config.ts gives Next the same size limit.
 */
export const SERVER_ACTION_MAX_BYTES = 1024 * 1024;

/** The deepest nesting of arrays and objects an action's arguments may have; the site's actions take a form and a flat state object. */
export const SERVER_ACTION_MAX_DEPTH = 64;

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, counted without parsing (so without recursion), the
 * contents of strings skipped. Stops at the first bracket past the limit.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c) i += 1;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
  return false;
}

/**
 * Whether a multipart field holds a part of the arguments React decodes as JSON: named by its number (`0`, `1`...),
 * after the `$ACTION_…:` prefix of a form posted without JavaScript. The fields of a form passed as an argument
 * (`1_title`) and of a plain form post (`title`) are the visitor's text, which React never parses.
 */
export const isArgumentPart = (name: string) => /^(?:\$ACTION_[^:]*:)?\d+$/.test(name);
