import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import type { Identifier } from 'react-admin';
import { DeviceDialog } from './DeviceDialog';
import { DeviceModelDialog } from './DeviceModelDialog';

/** Which dialog of the Devices page is shown; the toolbar and the row buttons open them. */
type OpenDialog =
  | { kind: 'model'; id?: Identifier }
  | { kind: 'device'; id?: Identifier; model?: Identifier };

export interface DeviceDialogsValue {
  openModel: (id?: Identifier) => void;
  openDevice: (options?: { id?: Identifier; model?: Identifier }) => void;
}

const DeviceDialogsContext = createContext<DeviceDialogsValue | null>(null);

export const useDeviceDialogs = (): DeviceDialogsValue => {
  const value = useContext(DeviceDialogsContext);
  if (!value) throw new Error('useDeviceDialogs() is used outside <DeviceDialogsProvider>');
  return value;
};

export const DeviceDialogsProvider = ({ children }: { children: ReactNode }) => {
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const value = useMemo<DeviceDialogsValue>(
    () => ({
      openModel: (id) => setOpen({ kind: 'model', id }),
      openDevice: (options) => setOpen({ kind: 'device', ...options }),
    }),
    [],
  );
  return (
    <DeviceDialogsContext.Provider value={value}>
      {children}
      {open?.kind === 'model' && <DeviceModelDialog id={open.id} onClose={close} />}
      {open?.kind === 'device' && <DeviceDialog id={open.id} model={open.model} onClose={close} />}
    </DeviceDialogsContext.Provider>
  );
};
