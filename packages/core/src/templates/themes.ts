import { SYSTEM_FONT_STACK } from '../design/fonts.js';
import type { Theme } from '../types/design.js';

const SANS = SYSTEM_FONT_STACK;
const SERIF = 'Georgia, "Times New Roman", serif';
const ROUNDED = '"Trebuchet MS", "Segoe UI", system-ui, sans-serif';

/**
 * The templates' colour schemes, each matched to its pictures. Text on the background and the
 * button's text on the button pass WCAG AA (4.5:1); the templates test measures them.
 */
export const TEMPLATE_THEMES = {
  roast: { background: '#fff8ef', text: '#2b211b', accent: '#8a3b12', accent_text: '#ffffff', font: SERIF, radius: 18, overlay: 'rgba(43, 33, 27, 0.62)' },
  garden: { background: '#f4faf2', text: '#1d3324', accent: '#2f7a4a', accent_text: '#ffffff', font: SANS, radius: 14, overlay: 'rgba(20, 40, 26, 0.55)' },
  coral: { background: '#ffffff', text: '#2a1f1d', accent: '#c2362b', accent_text: '#ffffff', font: ROUNDED, radius: 20, overlay: 'rgba(40, 20, 18, 0.6)' },
  ocean: { background: '#f3fbfb', text: '#12343a', accent: '#17707a', accent_text: '#ffffff', font: SANS, radius: 12, overlay: 'rgba(10, 40, 45, 0.58)' },
  night: { background: '#17142b', text: '#f3f1ff', accent: '#ffb545', accent_text: '#1b1530', font: SANS, radius: 16, overlay: 'rgba(8, 6, 20, 0.7)' },
  berry: { background: '#fff5f8', text: '#3a1022', accent: '#b0245a', accent_text: '#ffffff', font: ROUNDED, radius: 24, overlay: 'rgba(58, 16, 34, 0.55)' },
  sand: { background: '#fbf6ec', text: '#2e2a22', accent: '#2e6b4f', accent_text: '#ffffff', font: SERIF, radius: 8, overlay: 'rgba(46, 42, 34, 0.6)' },
  ink: { background: '#ffffff', text: '#1f2330', accent: '#1f2330', accent_text: '#ffffff', font: SANS, radius: 4, overlay: 'rgba(15, 18, 30, 0.6)' },
  violet: { background: '#f7f5ff', text: '#221a4d', accent: '#5b47c9', accent_text: '#ffffff', font: SANS, radius: 16, overlay: 'rgba(25, 18, 60, 0.6)' },
  sunny: { background: '#fffaf0', text: '#3b2a06', accent: '#b45309', accent_text: '#ffffff', font: ROUNDED, radius: 20, overlay: 'rgba(59, 42, 6, 0.55)' },
  mint: { background: '#effaf3', text: '#123524', accent: '#1a7f4b', accent_text: '#ffffff', font: SANS, radius: 22, overlay: 'rgba(18, 53, 36, 0.55)' },
  slate: { background: '#1e293b', text: '#f1f5f9', accent: '#38bdf8', accent_text: '#0b1220', font: SANS, radius: 10, overlay: 'rgba(2, 6, 23, 0.7)' },
  blush: { background: '#fdf3ee', text: '#3d2218', accent: '#9c4a2f', accent_text: '#ffffff', font: SERIF, radius: 14, overlay: 'rgba(61, 34, 24, 0.55)' },
  indigo: { background: '#ffffff', text: '#1f2330', accent: '#4338ca', accent_text: '#ffffff', font: SANS, radius: 12, overlay: 'rgba(15, 18, 30, 0.6)' },
} as const satisfies Record<string, Theme>;
export type TemplateThemeName = keyof typeof TEMPLATE_THEMES;
