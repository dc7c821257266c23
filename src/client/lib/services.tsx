/**
 * The two services every screen needs — the platform port and the HTTP client — handed down by
 * context, so tests can mount any screen with a fake platform and a fake fetch.
 */
import { createContext, type JSX, type ReactNode, useContext } from 'react';
import type { Platform } from '../platform/platform';
import type { HttpClient } from './http';

export interface Services {
  platform: Platform;
  http: HttpClient;
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({
  services,
  children,
}: {
  services: Services;
  children: ReactNode;
}): JSX.Element {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (services === null) throw new Error('useServices() outside <ServicesProvider>');
  return services;
}

export function usePlatform(): Platform {
  return useServices().platform;
}

export function useHttp(): HttpClient {
  return useServices().http;
}
