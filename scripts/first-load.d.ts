export declare function firstLoadScripts(
  clientDir: string,
  htmlFile: string,
): Array<{ href: string; brotliBytes: number }>;
export declare function kilobytes(bytes: number): number;
