import { createContext, useContext } from 'react';
import type { DeviceState } from './device';

/** Analysed once at start-up (spec §4); tests provide their own. */
export const DeviceContext = createContext<DeviceState | null>(null);

export function useDevice(): DeviceState {
  const device = useContext(DeviceContext);
  if (!device) throw new Error('useDevice must be used inside DeviceContext');
  return device;
}
