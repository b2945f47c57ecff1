export type SeedPost = {
  slug: string;
  title: string;
  excerpt: string | null;
  content: string | null;
  cover_image_url: string | null;
  tags: string[];
  published_at: string | null;
  created_at: string | null;
  updated_at: string | null;
};
export type SeedProject = {
  name: string;
  slug: string;
  description: string | null;
  screenshot_url: string | null;
  project_url: string | null;
  created_at: string | null;
} & SeedCaseStudy;
export type SeedCaseStudy = {
  headline: string | null;
  body: string | null;
  facts: { client_type: string | null; location: string | null; services: string[]; stack: string[]; timeline: string | null; outcomes: { label: string; value: string }[] } | null;
  gallery: { src: string; alt: string }[];
};
export type SeedUpload = { objectPath: string; filePath: string; contentType: string };
export type SeedPlan = { posts: Partial<SeedPost>[]; projects: Partial<SeedProject>[]; uploads: SeedUpload[] };
export type SeedResult = { inserted: string[]; updated: string[]; skipped: string[] };
export type SeedReport = { images: string[]; blogs: SeedResult; projects: SeedResult };

export declare const USAGE: string;
export declare const BUCKET_TYPES: Record<string, string>;
export declare function parseArgs(argv: string[]): { overwrite: boolean; help: boolean };
export declare function serviceClient(supabaseUrl: string, serviceRoleKey: string): import("@supabase/supabase-js").SupabaseClient;
export declare function failure(action: string, error: { message?: string; code?: string } | null | undefined): Error;
export declare function seedConfig(env?: Record<string, string | undefined>, command?: string): { supabaseUrl: string; serviceRoleKey: string; contentDir: string };
export declare function postFromFile(file: string): SeedPost;
export declare function caseStudyFromFile(file: string): SeedCaseStudy;
export declare function projectFromFile(file: string): SeedProject;
export declare function readContent(contentDir: string): { posts: { file: string; post: SeedPost }[]; projects: { file: string; project: SeedProject }[] };
export declare function imageSource(
  value: string | null,
  context: { publicDir: string; supabaseUrl: string; file: string; field: string },
): { url: string | null; upload: SeedUpload | null };
export declare function seedPlan(options: { contentDir: string; publicDir: string; supabaseUrl: string }): SeedPlan;
export declare function seedContent(options: {
  supabaseUrl: string;
  serviceRoleKey: string;
  contentDir: string;
  publicDir?: string;
  overwrite?: boolean;
  log?: (line: string) => void;
}): Promise<SeedReport>;
export declare function withoutNullDefaults(table: "blogs" | "projects" | "inquiries", row: Record<string, unknown>): Record<string, unknown>;
