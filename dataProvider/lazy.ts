import type { DataProvider } from 'react-admin';

/**
 * The data provider the app is given: each call imports the real one (GraphQL through Apollo,
 * REST, the serializers: dataProvider/index.ts) on first use, so that the public pages (login,
 * sign-up, recovery) never download it.
 */
export const lazyDataProvider = (load: () => Promise<DataProvider>): DataProvider => {
  let provider: Promise<DataProvider> | null = null;
  const real = () => {
    provider ??= load().catch((error) => {
      provider = null; // a failed download (offline, a new build deployed) is tried again next call
      throw error;
    });
    return provider;
  };
  return new Proxy({} as DataProvider, {
    get: (_target, method) => {
      // Not methods: react-admin reads `supportAbortSignal`; a promise check reads `then`.
      if (typeof method !== 'string' || method === 'then' || method === 'supportAbortSignal')
        return undefined;
      return (...args: unknown[]) => real().then((provider) => provider[method](...args));
    },
  });
};

export default lazyDataProvider(() => import('./index').then((module) => module.dataProvider));
