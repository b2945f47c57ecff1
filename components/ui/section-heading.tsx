import type { ReactNode } from "react";

type Props = { eyebrow?: string; title: ReactNode; intro?: ReactNode; as?: "h1" | "h2"; align?: "left" | "center"; id?: string };

export function SectionHeading({ eyebrow, title, intro, as: Heading = "h2", align = "left", id }: Props) {
  const centered = align === "center";
  return (
    <div className={`max-w-3xl ${centered ? "mx-auto text-center" : ""}`}>
      {eyebrow ? <p className="eyebrow mb-3">{eyebrow}</p> : null}
      <Heading id={id} className={`${Heading === "h1" ? "text-h1" : "text-h2"} font-semibold text-fg`}>
        {title}
      </Heading>
      {intro ? <div className={`mt-4 text-body text-muted ${centered ? "mx-auto" : ""} max-w-2xl`}>{intro}</div> : null}
    </div>
  );
}
