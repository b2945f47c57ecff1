export declare const UPLOADS_FOLDER: "uploads";
export declare const UPLOADS_PATH: "/uploads/";
