import '@fontsource-variable/inter/index.css';
import '@fontsource-variable/plus-jakarta-sans/index.css';
import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PublicApp } from './PublicApp';
import { publicSystem } from './system';
import { EMOTION_KEY } from './styles';

const container = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <CacheProvider value={createCache({ key: EMOTION_KEY })}>
      <ChakraProvider value={publicSystem}>
        <BrowserRouter>
          <PublicApp />
        </BrowserRouter>
      </ChakraProvider>
    </CacheProvider>
  </StrictMode>
);

// Built pages arrive rendered and are hydrated; `npm run dev` serves an empty shell instead.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
