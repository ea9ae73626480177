declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface KoaContext {
    method: string;
    path: string;
    query: Record<string, string | undefined>;
    status: number;
    body: unknown;
    params?: Record<string, string>;
  }
  type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void> | void;

  export default class S3rver {
    constructor(options: {
      port?: number;
      address?: string;
      silent?: boolean;
      directory: string;
      configureBuckets?: { name: string }[];
    });
    middleware: Middleware[];
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
