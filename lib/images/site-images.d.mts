export type ImageUrlCheck = { ok: true } | { ok: false; message: string };
export type SiteImagesRemotePattern = { protocol: "http" | "https"; hostname: string; port: string; pathname: string };

export declare const SITE_IMAGES_BUCKET: "site-images";
export declare const SITE_IMAGE_MAX_BYTES: number;
export declare const UPLOADS_FOLDER: "uploads";
export declare const UPLOADS_PATH: "/uploads/";
export declare function siteImagesOnLoopback(supabaseUrl: string | undefined): boolean;
export declare function isUploadedImage(value: unknown, supabaseUrl: string | undefined): boolean;
export declare function publicImageUrl(supabaseUrl: string | undefined, objectPath: string): string;
export declare function siteImagesPrefix(supabaseUrl: string | undefined): string | null;
export declare function siteImagesRemotePatterns(supabaseUrl: string | undefined): SiteImagesRemotePattern[];
export declare function siteImagesCspSource(supabaseUrl: string | undefined): string | null;
export declare function imageUrlRule(supabaseUrl: string | undefined): string;
export declare function checkImageUrl(value: unknown, supabaseUrl: string | undefined): ImageUrlCheck;
