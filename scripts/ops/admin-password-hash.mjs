// Prints ADMIN_PASSWORD_HASH and a fresh ADMIN_SESSION_SECRET for the admin sign-in without Supabase.
// Usage: npm run admin:hash -- 'the password'   (or pipe the password on stdin, to keep it out of the shell history)
import { randomBytes } from "node:crypto";
import { hashPassword } from "../../lib/admin/password-hash.mjs";

const fromArgs = process.argv[2];
const password = fromArgs ?? (await new Promise((resolve) => {
  let data = "";
  process.stdin.on("data", (chunk) => (data += chunk));
  process.stdin.on("end", () => resolve(data.replace(/\r?\n$/, "")));
}));
if (!password || password.length < 12) {
  console.error("Give a password of at least 12 characters.");
  process.exit(1);
}
console.log(`ADMIN_PASSWORD_HASH=${hashPassword(password)}`);
console.log(`ADMIN_SESSION_SECRET=${randomBytes(32).toString("base64url")}`);
