import type { ContentSource } from "@/lib/content/source";

export declare function contentFixture(setting: string | undefined): (decided: ContentSource) => ContentSource;
