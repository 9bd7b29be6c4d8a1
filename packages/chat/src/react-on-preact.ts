/**
 * What the chat views import from 'react', served by Preact core in chat.js (preact/compat
 * would add ~3.5 KB gzip for features the views never use). So the views keep to what both
 * runtimes share: hooks, JSX, DOM property names, onInput and onClick rather than onChange,
 * and SVG styled from CSS rather than with camelCase attributes.
 */
export { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
export { createElement, Fragment } from 'preact';
