export function ReadOnlyNote({ folder }: { folder: string }) {
  return (
    <p className="rounded-control border border-border bg-surface-2 px-4 py-3 text-small text-muted">
      This site reads its content from the files in <code className="font-mono text-fg">{folder}</code>, so it is edited there and published with
      a commit and a deploy. This list is read-only. With Supabase configured, posts and projects are edited here.
    </p>
  );
}
