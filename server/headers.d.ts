export declare const hostFiles: string[];
export declare const securityHeaders: Record<string, string>;
export declare const documentHeaders: Record<string, string>;
export declare function cacheControl(pathname: string): string;
export declare const lockedDownHeaders: Record<string, string>;
export declare const noStore: string;
export declare const redirectCacheControl: string;
