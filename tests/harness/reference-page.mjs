// A fixed page to measure the machine by, in the same run as the site: React 19's production build from node_modules
// (pinned by the lockfile) rendering a fixed list of 1,500 cards in the browser. Its main-thread work changes only with
// the machine, so its figure against the one measured where the budget was set tells how much slower this machine is
// at what a page load does: loading and compiling script, building DOM. Lighthouse's benchmark index times a loop of
// string operations in a page already running, and on some machines stayed normal while every page load did three to
// four times the work (docs/performance.md, "Lighthouse").
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

// In the order each needs the one before it; each CommonJS file is wrapped so that its `require` finds the others.
const MODULES = [
  ["scheduler", "scheduler/cjs/scheduler.production.js"],
  ["react", "react/cjs/react.production.js"],
  ["react-dom", "react-dom/cjs/react-dom.production.js"],
  ["react-dom/client", "react-dom/cjs/react-dom-client.production.js"],
];
const wrapped = MODULES.map(
  ([name, file]) =>
    `(function(){var module={exports:{}},exports=module.exports,require=function(n){return self.modules[n]};\n${readFileSync(new URL(`../../node_modules/${file}`, import.meta.url), "utf8")}\nself.modules[${JSON.stringify(name)}]=module.exports})();`,
);
const render = `
const { createElement: h } = self.modules.react;
const cards = Array.from({ length: 1500 }, (_, i) =>
  h("article", { key: i, className: "card" }, h("h2", null, "Card " + i), h("p", null, "A fixed paragraph of text, the same on every run, number " + i + "."), h("a", { href: "#" + i }, "Read more")));
self.modules["react-dom/client"].createRoot(document.getElementById("root")).render(h("main", null, cards));`;
const scripts = [...wrapped, render];
const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Reference</title></head><body><div id="root"></div><script>self.modules={}</script>${scripts.map((_, i) => `<script src="/${i}.js"></script>`).join("")}</body></html>`;

/** Serves the reference page on a free port of 127.0.0.1; `close` stops it. */
export async function serveReferencePage() {
  const server = createServer((request, response) => {
    const index = /^\/(\d+)\.js$/.exec(request.url ?? "")?.[1];
    const body = index === undefined ? html : scripts[Number(index)];
    if (body === undefined) return response.writeHead(404).end();
    response.writeHead(200, { "Content-Type": index === undefined ? "text/html; charset=utf-8" : "text/javascript" }).end(body);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the reference page's server has no port");
  return { url: `http://127.0.0.1:${address.port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}
