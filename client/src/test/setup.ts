import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// jsdom lays nothing out, so it has no scrolling to do.
Element.prototype.scrollIntoView ??= () => undefined;
