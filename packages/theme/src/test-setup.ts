import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadAllContentComponents } from './content/lazyContent';

// Testing Library only cleans up by itself when test globals are enabled.
afterEach(cleanup);

// The content components that are chunks of their own in a bundle render at once in tests, as
// on the server.
beforeAll(loadAllContentComponents);

// Tells React that this environment wraps updates in act(), as Testing Library does.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
