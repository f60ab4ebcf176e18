// jsonld (digitalbazaar's JSON-LD 1.1 processor) ships no types; the tests use only these two calls.
declare module 'jsonld' {
  export interface RemoteDocument {
    contextUrl: string | null;
    documentUrl: string;
    document: unknown;
  }
  export interface Options {
    documentLoader?: (url: string) => Promise<RemoteDocument>;
    /** Fail on any term or value that expansion would drop, instead of dropping it quietly. */
    safe?: boolean;
    format?: 'application/n-quads';
  }
  const jsonld: {
    expand(input: unknown, options?: Options): Promise<Record<string, unknown>[]>;
    fromRDF(nquads: string, options?: Options): Promise<Record<string, unknown>[]>;
  };
  export default jsonld;
}
