// jsdom lacks TextEncoder/TextDecoder, which react-router needs when its module loads.
// Loaded for every browser-package test by the root Jest config (setupFiles).
import { TextDecoder, TextEncoder } from 'node:util';

const scope = globalThis as { TextEncoder?: unknown; TextDecoder?: unknown };
scope.TextEncoder ??= TextEncoder;
scope.TextDecoder ??= TextDecoder;
