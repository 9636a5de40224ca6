import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { detectCurrentDevice } from '../lib/device';
import { DeviceContext } from '../lib/device-context';
import { AppRoutes } from './router';

/** The running app: the user agent is analysed once at start-up (spec §4). */
export function App() {
  const [device] = useState(detectCurrentDevice);
  return (
    <DeviceContext value={device}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </DeviceContext>
  );
}
