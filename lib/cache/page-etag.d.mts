export declare const ETAG_HEADER: "etag";
export declare function pageEtag(html: string): string;
