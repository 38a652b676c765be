import { createContext, useContext, type ComponentType } from 'react';

/**
 * What the shell lends to remotes. A remote never imports another remote; when the back-office
 * shows signage screens it asks the shell to render that remote's module here.
 */
export interface RemoteModuleProps {
  remote: string;
  module: string;
}

export interface ShellServices {
  RemoteModule: ComponentType<RemoteModuleProps>;
}

const ShellServicesContext = createContext<ShellServices | null>(null);

export const ShellServicesProvider = ShellServicesContext.Provider;

export function useShellServices(): ShellServices | null {
  return useContext(ShellServicesContext);
}

/** Renders another remote's exposed module through the shell (nothing when running standalone). */
export function ShellRemote(props: RemoteModuleProps) {
  const services = useShellServices();
  if (!services) return null;
  return <services.RemoteModule {...props} />;
}
