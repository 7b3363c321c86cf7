export declare const securityHeaders: Record<string, string>;
export declare const documentHeaders: Record<string, string>;
export declare function cacheControl(pathname: string): string;
