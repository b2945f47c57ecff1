import Link from "@/components/ui/intent-link";
import { parseMessage, type Inline } from "@/lib/chat/message-format";

const linkClasses = "font-medium text-accent underline decoration-accent/40 underline-offset-[3px] transition-colors hover:decoration-accent";

function InlineParts({ parts, onNavigate }: { parts: Inline[]; onNavigate?: () => void }) {
  return (
    <>
      {parts.map((part, index) => {
        if (part.type === "strong") return <strong key={index} className="font-semibold">{part.text}</strong>;
        if (part.type === "link") {
          return part.href.startsWith("/") ? (
            <Link key={index} href={part.href} className={linkClasses} onClick={onNavigate}>
              {part.text}
            </Link>
          ) : (
            <a key={index} href={part.href} className={linkClasses}>
              {part.text}
            </a>
          );
        }
        return <span key={index}>{part.text}</span>;
      })}
    </>
  );
}

/** A bot message: untrusted text rendered as React text nodes, with only site links made clickable. */
export function BotMessageText({ text, onNavigate }: { text: string; onNavigate?: () => void }) {
  const blocks = parseMessage(text);
  return (
    <div className="grid gap-2.5">
      {blocks.map((block, index) =>
        block.type === "list" ? (
          <ul key={index} className="grid list-disc gap-1 pl-5 marker:text-muted">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <InlineParts parts={item} onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              <span key={lineIndex}>
                {lineIndex > 0 ? <br /> : null}
                <InlineParts parts={line} onNavigate={onNavigate} />
              </span>
            ))}
          </p>
        ),
      )}
    </div>
  );
}
