/** The parts of tr46 (UTS #46, maintained by the jsdom project for whatwg-url) this server uses; it ships no types. */
declare module 'tr46' {
  export interface Uts46Options {
    checkBidi?: boolean;
    checkHyphens?: boolean;
    checkJoiners?: boolean;
    ignoreInvalidPunycode?: boolean;
    transitionalProcessing?: boolean;
    useSTD3ASCIIRules?: boolean;
    verifyDNSLength?: boolean;
  }

  /** The domain as A-labels, or `null` where UTS #46 finds an error. */
  export function toASCII(domainName: string, options?: Uts46Options): string | null;
  /** The domain as U-labels, and whether UTS #46 found an error. */
  export function toUnicode(domainName: string, options?: Omit<Uts46Options, 'verifyDNSLength'>): { domain: string; error: boolean };
}
