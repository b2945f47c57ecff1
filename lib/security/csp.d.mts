type PolicyOptions = { dev?: boolean; env?: Record<string, string | undefined> };

export declare const CSP_HEADER: "content-security-policy";
export declare function geoFallbackUrl(env?: Record<string, string | undefined>): string;
export declare function executableInlineScripts(html: string): string[];
export declare function scriptHash(text: string): string;
export declare function inlineScriptHashes(html: string): string[];
export declare function pagePolicy(html: string, options?: PolicyOptions): string;
export declare function noncePolicy(nonce: string, bootScriptHashes: string[], options?: PolicyOptions): string;
export declare function regeneratedPagePolicy(options?: PolicyOptions): string;
