export type RestoreResult = { inserted: string[]; skipped: string[] };
export type RestoreReport = { blogs: RestoreResult; projects: RestoreResult; inquiries: RestoreResult; missingImages: string[] };
export type BackupDocument = {
  format: "northtide-backup";
  version: 1;
  createdAt: string;
  source: "supabase" | "files";
  supabaseUrl?: string | null;
  posts: Record<string, unknown>[];
  projects: Record<string, unknown>[];
  inquiries: Record<string, unknown>[];
  images: { url: string; objectPath: string | null; referencedBy: string[] }[];
};

export declare const USAGE: string;
export declare const BACKUP_FORMAT: "northtide-backup";
export declare const BACKUP_VERSION: 1;
export declare function parseArgs(argv: string[]): { file: string | null; help: boolean };
export declare function parseBackupText(text: string): BackupDocument;
export declare function contentRow(table: "blogs" | "projects", row: Record<string, unknown>, urls: { fromUrl: string | null; toUrl: string }): Record<string, unknown>;
export declare function inquiryRow(inquiry: Record<string, unknown>): Record<string, unknown>;
export declare function restoreBackup(options: {
  supabaseUrl: string;
  serviceRoleKey: string;
  backup: BackupDocument;
  log?: (line: string) => void;
}): Promise<RestoreReport>;
