export declare const DEFAULT_GEO_SERVICE_URL: string;
