import { createContext, useContext, type ReactNode } from 'react';
import { api, type ApiClient } from '@hospital/api-client';

const ApiContext = createContext<ApiClient | null>(null);

export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

/**
 * The API client of the page being rendered: the request's own on the server (its language, the site
 * server's address), the browser's otherwise. Query functions take it from here, never from module scope.
 */
export function useApi(): ApiClient {
  return useContext(ApiContext) ?? api();
}
