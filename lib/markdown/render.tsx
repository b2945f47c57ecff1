import "server-only";
import { createHash } from "node:crypto";
import { compileMDX } from "next-mdx-remote/rsc";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypePrettyCode from "rehype-pretty-code";
import rehypeSlug from "rehype-slug";
import remarkGfm from "remark-gfm";
import { rehypeAccessibleMarkdown } from "./rehype-accessible";
import { rehypeBlockWhitespace } from "./rehype-block-whitespace";
import { rehypeCodeColours } from "./rehype-code-colours";
import type { AnchorHTMLAttributes, ReactElement } from "react";

/** Links in content: internal ones stay as they are; external ones open safely in a new tab. */
function ContentLink({ href = "", children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...rest} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}

const COMPILED_LIMIT = 100;
/** Compiled articles by the hash of their markdown: an article is compiled once per process, not on every request. */
const compiled = new Map<string, Promise<ReactElement>>();

function compile(source: string): Promise<ReactElement> {
  const key = createHash("sha256").update(source).digest("hex");
  const hit = compiled.get(key);
  if (hit) return hit;
  const result = compileMDX({
    source,
    components: { a: ContentLink },
    options: {
      blockJS: true,
      blockDangerousJS: true,
      mdxOptions: {
        format: "md",
        remarkPlugins: [[remarkGfm, { singleTilde: false }]],
        rehypePlugins: [
          rehypeSlug,
          // An empty link: its "#" is drawn by app/globals.css, so each heading's markup carries only the link.
          [rehypeAutolinkHeadings, { behavior: "append", properties: { ariaHidden: true, tabIndex: -1 }, content: [] }],
          [rehypePrettyCode, { theme: "github-dark-dimmed", keepBackground: true }],
          rehypeCodeColours,
          rehypeAccessibleMarkdown,
          rehypeBlockWhitespace,
        ],
      },
    },
  }).then((output) => output.content);
  // A failed compile is not kept: the next request tries again.
  result.catch(() => compiled.delete(key));
  if (compiled.size >= COMPILED_LIMIT) compiled.delete(compiled.keys().next().value as string);
  compiled.set(key, result);
  return result;
}

/**
 * Markdown as the article page renders it: GitHub-flavoured (tables, footnotes, strikethrough, task lists, autolinks),
 * headings with anchor links, code highlighted on the server. Parsed as plain markdown with JavaScript blocked, so
 * content from the database can never run script.
 */
export async function Markdown({ source }: { source: string }) {
  return await compile(source);
}
