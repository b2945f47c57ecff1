import type { Metadata } from "next";
import { JournalIndex } from "@/components/blog/journal-index";
import { journalMetadata } from "@/lib/seo/journal";

export const metadata: Metadata = journalMetadata(1);

export default function BlogPage() {
  return <JournalIndex requested="1" />;
}
