import "server-only";
import { MDXRemote } from "next-mdx-remote/rsc";
import rehypeAutolinkHeadings from "rehype-autolink-headings";
import rehypePrettyCode from "rehype-pretty-code";
import rehypeSlug from "rehype-slug";
import remarkGfm from "remark-gfm";
import { rehypeAccessibleMarkdown } from "./rehype-accessible";
import type { AnchorHTMLAttributes } from "react";

/** Links in content: internal ones stay as they are; external ones open safely in a new tab. */
function ContentLink({ href = "", children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...rest} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}

/**
 * Markdown as the article page renders it: GitHub-flavoured (tables, footnotes, strikethrough, task lists, autolinks),
 * headings with anchor links, code highlighted on the server. Parsed as plain markdown with JavaScript blocked, so
 * content from the database can never run script.
 */
export function Markdown({ source }: { source: string }) {
  return (
    <MDXRemote
      source={source}
      components={{ a: ContentLink }}
      options={{
        blockJS: true,
        blockDangerousJS: true,
        mdxOptions: {
          format: "md",
          remarkPlugins: [[remarkGfm, { singleTilde: false }]],
          rehypePlugins: [
            rehypeSlug,
            [rehypeAutolinkHeadings, { behavior: "append", properties: { className: ["heading-anchor"], ariaHidden: true, tabIndex: -1 }, content: { type: "text", value: "#" } }],
            [rehypePrettyCode, { theme: "github-dark-dimmed", keepBackground: true }],
            rehypeAccessibleMarkdown,
          ],
        },
      }}
    />
  );
}
