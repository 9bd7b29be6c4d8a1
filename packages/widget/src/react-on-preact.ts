/**
 * What the views import from 'react', served by Preact core for the embed. preact/compat costs
 * ~3.5 KB gzip for React features the views never use, so the views keep to the subset both
 * runtimes agree on: hooks, JSX, DOM property names, onInput rather than onChange, and SVG
 * styling in CSS rather than camelCase SVG attributes. The dashboard renders them with React.
 */
export { useCallback, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState, useContext } from 'preact/hooks';
export { createContext, createElement, Fragment } from 'preact';
