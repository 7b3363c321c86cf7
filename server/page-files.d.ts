export declare function pageFile(address: string): string;
export declare function pageAddress(file: string): string | null;
export declare const editorFile: string;
export declare const editorAddress: string;
