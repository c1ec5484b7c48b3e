// @vitest-environment node
// In Node, as on the server, Emotion keeps the styles it renders for the page's head (in a browser-like environment it writes them into the document instead).
import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildTimeData, renderDocument } from '../entry-server';
import { EMOTION_KEY } from '../styles';
import { publicSystem } from '../system';

const TEMPLATE = { template: '<head><!--app-head--></head><body><!--app-html--></body>' };

describe('the header and footer, rendered once for the pages that show them alike (KeptMarkup)', () => {
  it("carry the styles their classes name into the page's head, the first time and from the kept part", async () => {
    for (const time of ['first', 'kept']) {
      const { html } = await renderDocument('/contact', TEMPLATE, { graphql: buildTimeData });
      const css = [...html.matchAll(/<style data-emotion="[^"]*">([^<]*)<\/style>/g)].map((match) => match[1]).join('\n');
      const frame = [...html.matchAll(/<(header|footer)\b[\s\S]*?<\/\1>/g)].map((match) => match[0]).join('');
      const classes = new Set([...frame.matchAll(/class="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(' ').filter((name) => name.startsWith('css-'))));
      expect(classes.size, time).toBeGreaterThan(20);
      for (const name of classes) expect(css.includes(`.${name}`), `${time}: .${name}`).toBe(true);
    }
  });
});

describe("the site's global styles (reset, tokens), serialized once for every page's render", () => {
  it('are the page head’s global styles, name and text, as Chakra’s provider writes them', async () => {
    const { html } = await renderDocument('/cookies', TEMPLATE, { graphql: buildTimeData });
    const globals = [...html.matchAll(/<style data-emotion="css-global ([^"]*)">([^<]*)<\/style>/g)].map(([, name, text]) => ({ name, text }));
    const cache = createCache({ key: EMOTION_KEY });
    const emotion = createEmotionServer(cache);
    const own = renderToString(
      <CacheProvider value={cache}>
        <ChakraProvider value={publicSystem}>
          <span />
        </ChakraProvider>
      </CacheProvider>,
    );
    const chakras = [...emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(own)).matchAll(/<style data-emotion="css-global ([^"]*)">([^<]*)<\/style>/g)].map(([, name, text]) => ({ name, text }));
    expect(chakras).toHaveLength(2);
    expect(globals).toEqual(chakras);
  });
});
