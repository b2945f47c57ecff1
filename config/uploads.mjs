// @ts-check
// Where the admin's uploaded images live, named by the SHA-256 of their bytes: the folder uploads/ of the Supabase
// bucket, or, without Supabase, DATA_DIR/uploads/, served at /uploads/{name} (app/uploads/[file]/route.ts). JavaScript
// rather than TypeScript so that the content scripts, which Node runs as they are, read the same names.

export const UPLOADS_FOLDER = "uploads";
export const UPLOADS_PATH = `/${UPLOADS_FOLDER}/`;
