export type PublicEnv = {
  NEXT_PUBLIC_SITE_URL?: string;
  NEXT_PUBLIC_SUPABASE_URL?: string;
  NEXT_PUBLIC_GEO_URL?: string;
};

export declare const publicEnv: PublicEnv;
