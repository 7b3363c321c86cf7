export declare const variants: string[];
export declare const testContentPort: (sitePort: number, name: string) => number;
export declare const builtOnly: string[];
export declare const picnicDir: (name: string) => string;
