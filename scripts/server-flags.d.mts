/** See server-flags.mjs. */
export declare const serverNodeFlags: string[];
