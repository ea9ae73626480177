import { createContext, useContext } from 'react';
import type { LoginParams } from '../../authProvider';

/**
 * What the login and code forms need from around them, so that they render in two places: inside
 * react-admin (after a logout, in tests) and on their own before react-admin has loaded (the first
 * visit to /login: main.tsx). Neither form imports react-admin.
 */
export interface PublicKit {
  translate: (key: string, options?: Record<string, unknown>) => string;
  locale: string;
  setLocale: (locale: string) => void;
  /** First or second login step; resolves when done (or when the code page takes over). */
  login: (params: LoginParams) => Promise<void>;
  /** After the second step: into the app. */
  enter: () => Promise<void>;
  /** Another page of the app (recovery, back to the first step). */
  go: (path: string) => void;
}

export const PublicKitContext = createContext<PublicKit | null>(null);

export const usePublicKit = (): PublicKit => {
  const kit = useContext(PublicKitContext);
  if (!kit) throw new Error('A public form rendered outside a PublicKitContext');
  return kit;
};
