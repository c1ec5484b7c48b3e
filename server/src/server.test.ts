import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { readyMessage } from './server.js';

describe('the start-up line (issue P19 §1)', () => {
  it('without PUBLIC_URL, gives the address to open on this machine and how to serve another', () => {
    expect(readyMessage(loadConfig({ PORT: '3000' }), '1.2')).toBe(
      'Finmesh is ready: open http://localhost:3000 in a browser on this machine (started in 1.2 s). To serve it at another address, set PUBLIC_URL to it.',
    );
  });

  it('with PUBLIC_URL, gives it', () => {
    expect(readyMessage(loadConfig({ PUBLIC_URL: 'https://www.finmesh.example' }), '0.8')).toBe('Finmesh is ready on https://www.finmesh.example (started in 0.8 s)');
  });
});
