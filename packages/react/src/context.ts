import { createContext } from 'react';
import type { BeckonOptions } from './loader.js';

/** The nearest provider's options; null outside any provider (the owner's pasted snippet may still be there). */
export const BeckonContext = createContext<BeckonOptions | null>(null);
