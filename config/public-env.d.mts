export declare const publicSiteUrl: () => string | undefined;
export declare const publicSupabaseUrl: () => string | undefined;
export declare const publicGeoUrl: () => string | undefined;
export declare const publicEnvForPolicy: () => { NEXT_PUBLIC_SUPABASE_URL?: string; NEXT_PUBLIC_GEO_URL?: string };
