import { useEffect, useState } from 'react';
import type { ChatDevice } from '@beckon/core';

/** The visitor's device, kept current as the window is resized or rotated. */
export function useDevice(read: () => ChatDevice): ChatDevice {
  const [device, setDevice] = useState(read);
  useEffect(() => {
    const update = () => setDevice(read());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [read]);
  return device;
}
